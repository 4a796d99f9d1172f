// 'Preferenza di contatto' of the client panel (spec panels §2 "Dialogs also exist for changing contact
// preference", §8 'Preferenza cambiata con successo'; public §4 rules): the current method, and a dialog that
// reads the account's contact data (GET contactData/{userid}: the e-mail and phone the choice depends on, as
// the server has them now) and saves the choice through POST /api/account/changeContactPreference; the
// answer's session updates the store.
import { useState } from 'react';
import {
  api,
  ApiError,
  Button,
  ContactMethodPicker,
  Dialog,
  FormMessage,
  MESSAGES,
  Spinner,
  toast,
  useSession,
  type ContactType,
} from '@ricordo/shared-design';
import { useApiData } from '../hooks/use-api-data';

export const CONTACT_PREFERENCE_TEXTS = {
  title: 'Preferenza di contatto',
  hint: 'Scegli come vuoi ricevere i nostri messaggi. Per cambiare e-mail o telefono usa «Dati account».',
  current: 'Preferenza attuale:',
  none: 'nessuna',
  change: 'Cambia preferenza',
  changed: 'Preferenza cambiata con successo',
} as const;
const T = CONTACT_PREFERENCE_TEXTS;

const METHOD_LABELS: Record<ContactType, string> = {
  email: MESSAGES.contactEmail,
  wa: MESSAGES.contactWhatsApp,
  sms: MESSAGES.contactSms,
};

export function ContactPreferenceForm() {
  const user = useSession((state) => state.user);
  const [open, setOpen] = useState(false);
  if (!user) return null;
  const current = user.preferred_contact?.type ?? null;
  return (
    <div>
      <p>
        {T.current} <strong>{current ? METHOD_LABELS[current] : T.none}</strong>
      </p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {T.change}
      </Button>
      {open && <ContactPreferenceDialog userId={user.user_id} onClose={() => setOpen(false)} />}
    </div>
  );
}

function ContactPreferenceDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const contact = useApiData('contactData', { path: { userid: String(userId) } });
  const account = contact.data?.data ?? null;
  const [chosen, setChosen] = useState<ContactType | null | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const method = chosen === undefined ? (account?.preferred_contact?.type ?? null) : chosen;

  async function save() {
    if (!method) return;
    setSaving(true);
    setError(null);
    try {
      const answer = await api.call('changeContactPreference', { body: { 'contact-preference': method } });
      toast(answer.message || T.changed, 'success');
      onClose();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : MESSAGES.unexpected);
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={T.title}
      description={T.hint}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {MESSAGES.cancel}
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={!account || !method}>
            {MESSAGES.save}
          </Button>
        </>
      }
    >
      {contact.loading && <Spinner />}
      {contact.error && (
        <>
          <FormMessage>{contact.error}</FormMessage>
          <Button variant="secondary" onClick={contact.reload}>
            {MESSAGES.retry}
          </Button>
        </>
      )}
      {account && (
        <ContactMethodPicker
          email={account.email ?? ''}
          telephone={account.telephone ?? ''}
          value={method}
          disabled={saving}
          onChange={(next) => setChosen(next)}
        />
      )}
      {error && <FormMessage>{error}</FormMessage>}
    </Dialog>
  );
}
