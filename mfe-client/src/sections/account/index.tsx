// #account (spec panels §2 "Client panel"): the collapsible sections in the spec's order; the account
// blocks are the back-office kit's, shared with the other panels.
import { Collapsible } from '@ricordo/shared-design';
import {
  ACTING_NOTICE_TEXTS,
  AccountDataForm,
  ActingNotices,
  ChangePasswordForm,
  ContactPreferenceForm,
  MY_DATA_EXPORT_TEXTS,
  MyDataExport,
  NotificationPreferenceForm,
} from '@ricordo/shared-design/back-office';
import { MyTombstonesShortcut } from './MyTombstonesShortcut';

export default function AccountSection({ title }: { title: string }) {
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
      <Collapsible title={MY_DATA_EXPORT_TEXTS.title}>
        <MyDataExport />
      </Collapsible>
      <Collapsible title={ACTING_NOTICE_TEXTS.title}>
        <ActingNotices />
      </Collapsible>
    </>
  );
}
