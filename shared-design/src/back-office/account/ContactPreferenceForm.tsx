// 'Preferenza di contatto' (spec public §4, panels §8): saved at once for a logged-in user through
// POST /api/account/changeContactPreference; the answer's session updates the store.
import { useState } from 'react';
import {
  api,
  ApiError,
  ContactMethodPicker,
  FormMessage,
  MESSAGES,
  toast,
  useSession,
  type ContactType,
} from '@ricordo/shared-design';

const PREFERENCE_CHANGED = 'Preferenza cambiata con successo';

export function ContactPreferenceForm() {
  const user = useSession((state) => state.user);
  const [method, setMethod] = useState<ContactType | null>(user?.preferred_contact?.type ?? null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!user) return null;

  async function save(next: ContactType, previous: ContactType | null) {
    setSaving(true);
    setError(null);
    try {
      const answer = await api.call('changeContactPreference', { body: { 'contact-preference': next } });
      toast(answer.message || PREFERENCE_CHANGED, 'success');
    } catch (failure) {
      setMethod(previous);
      setError(failure instanceof ApiError ? failure.message : MESSAGES.unexpected);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div aria-busy={saving || undefined}>
      <p className="rc-field__hint">
        Scegli come vuoi ricevere i nostri messaggi. La scelta viene salvata subito; per cambiare e-mail o
        telefono usa &laquo;Dati account&raquo;.
      </p>
      <ContactMethodPicker
        email={user.email ?? ''}
        telephone={user.telephone ?? ''}
        value={method}
        disabled={saving}
        onChange={(next, reason) => {
          const previous = method;
          setMethod(next);
          // Only the user's own choice is saved; the rules only adjust what is shown.
          if (reason === 'user' && next && next !== previous) void save(next, previous);
        }}
      />
      {error && <FormMessage>{error}</FormMessage>}
    </div>
  );
}
