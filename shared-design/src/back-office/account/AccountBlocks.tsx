// The account settings of the partner, lamp and admin panels (partner and lamp #account; admin #modify, spec
// panels §2 "three collapsible blocks"): 'Cambia password' and 'Dati account' as collapsible blocks; a panel
// adds its own blocks after them as children (the admin's manifesto contacts).
import type { ReactNode } from 'react';
import { Collapsible } from '@ricordo/shared-design';
import { AccountDataForm } from './AccountDataForm';
import { ChangePasswordForm } from './ChangePasswordForm';

export function AccountBlocks({ children }: { children?: ReactNode }) {
  return (
    <>
      <Collapsible title="Cambia password">
        <ChangePasswordForm />
      </Collapsible>
      <Collapsible title="Dati account">
        <AccountDataForm />
      </Collapsible>
      {children}
    </>
  );
}
