// The account settings of the partner, lamp and admin panels (partner and lamp #account; admin #modify, spec
// panels §2 "three collapsible blocks"): 'Cambia password' and 'Dati account' as collapsible blocks; a panel
// adds its own blocks after them as children (the admin's manifesto contacts). Partners and lamp managers
// also find there when an administrator acted on their account.
import type { ReactNode } from 'react';
import { Collapsible, roleOf, useSession } from '@ricordo/shared-design';
import { AccountDataForm } from './AccountDataForm';
import { ACTING_NOTICE_TEXTS, ActingNotices } from './ActingNotices';
import { ChangePasswordForm } from './ChangePasswordForm';

export function AccountBlocks({ children }: { children?: ReactNode }) {
  // Admins act for others; nobody acts for an admin.
  const isAdmin = useSession((s) => roleOf(s.user) === 'admin');
  return (
    <>
      <Collapsible title="Cambia password">
        <ChangePasswordForm />
      </Collapsible>
      <Collapsible title="Dati account">
        <AccountDataForm />
      </Collapsible>
      {!isAdmin && (
        <Collapsible title={ACTING_NOTICE_TEXTS.title}>
          <ActingNotices />
        </Collapsible>
      )}
      {children}
    </>
  );
}
