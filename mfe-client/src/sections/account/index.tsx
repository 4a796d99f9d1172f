// #account (spec panels §2 "Client panel"): the collapsible sections in the spec's order.
import { Collapsible } from '@ricordo/shared-design';
import { AccountDataForm } from './AccountDataForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ContactPreferenceForm } from './ContactPreferenceForm';
import { MyTombstonesShortcut } from './MyTombstonesShortcut';
import { NotificationPreferenceForm } from './NotificationPreferenceForm';

export function AccountSection({ title }: { title: string }) {
  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <Collapsible title="Cambia password">
        <ChangePasswordForm />
      </Collapsible>
      <Collapsible title="Preferenza di contatto">
        <ContactPreferenceForm />
      </Collapsible>
      <Collapsible title="Dati account">
        <AccountDataForm />
      </Collapsible>
      <Collapsible title="Preferenze notifiche">
        <NotificationPreferenceForm />
      </Collapsible>
      <Collapsible title="Le mie lapidi digitali">
        <MyTombstonesShortcut />
      </Collapsible>
    </>
  );
}
