// The account settings of the partner, lamp and admin panels (partner and lamp #account; admin #modify, spec
// panels §2 "three collapsible blocks"): 'Cambia password' and 'Dati account' as collapsible blocks; a panel
// adds its own blocks after them as children (the admin's manifesto contacts). Partners and lamp managers
// also find there when an administrator acted on their account, and take a copy of their own data
// ('I miei dati', GDPR art. 20) as the client panel does.
import type { ReactNode } from 'react';
import { Collapsible, roleOf, useSession } from '@ricordo/shared-design';
import { AccountDataForm } from './AccountDataForm';
import { ACTING_NOTICE_TEXTS, ActingNotices } from './ActingNotices';
import { ChangePasswordForm } from './ChangePasswordForm';
import { MY_DATA_EXPORT_TEXTS, MyDataExport } from './MyDataExport';

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
        <>
          <Collapsible title={MY_DATA_EXPORT_TEXTS.title}>
            <MyDataExport />
          </Collapsible>
          <Collapsible title={ACTING_NOTICE_TEXTS.title}>
            <ActingNotices />
          </Collapsible>
        </>
      )}
      {children}
    </>
  );
}
