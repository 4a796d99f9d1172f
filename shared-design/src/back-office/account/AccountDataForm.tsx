// 'Dati account' (spec panels §5 "User data", §8): POST /api/account/modify. A new e-mail or phone is
// applied only after its verification link, so the server's message is shown as it is.
import { useRef, useState, type FormEvent } from 'react';
import {
  AddressPicker,
  api,
  ApiError,
  Button,
  FormMessage,
  MESSAGES,
  PhoneField,
  TextField,
  toast,
  useSession,
  type UserData,
} from '@ricordo/shared-design';
import {
  cfRequiredFor,
  errorsFromServer,
  fieldsFromUser,
  hasErrors,
  modifyBody,
  validateAccount,
  type AccountErrors,
  type AccountFields,
} from './account-data';
import { useFocusFirstError } from '../hooks/focus-first-error';

const ACCOUNT_MODIFIED = 'Account modificato correttamente';

export function AccountDataForm() {
  const user = useSession((state) => state.user);
  if (!user) return null;
  return <AccountDataFields user={user} />;
}

function AccountDataFields({ user }: { user: UserData }) {
  // Seeded once: answers that refresh the session must not overwrite what the user is typing.
  const [fields, setFields] = useState<AccountFields>(() => fieldsFromUser(user));
  const [errors, setErrors] = useState<AccountErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusError = useFocusFirstError(formRef);

  const set = <K extends keyof AccountFields>(key: K, value: AccountFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNote(null);
    const checked = validateAccount(fields, { cfRequired: cfRequiredFor(user, fields) });
    setErrors(checked);
    setFormError(null);
    if (hasErrors(checked)) {
      focusError.request();
      return;
    }
    setSaving(true);
    try {
      const answer = await api.call('modifyAccount', { body: modifyBody(fields) });
      const message = answer.message || ACCOUNT_MODIFIED;
      toast(message, 'success');
      // A pending verification ('ti abbiamo inviato un link…') deserves to stay on screen.
      if (message !== ACCOUNT_MODIFIED) setNote(message);
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(errorsFromServer(error.fields, error.errorCode, error.message));
        setFormError(error.message);
        focusError.request();
      } else {
        setFormError(MESSAGES.unexpected);
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label="Dati account">
      <div className="rc-form-grid">
        <TextField
          label="Nome"
          required
          autoComplete="given-name"
          value={fields.name}
          onChange={(event) => set('name', event.target.value)}
          error={errors.name}
        />
        <TextField
          label="Cognome"
          required
          autoComplete="family-name"
          value={fields.surname}
          onChange={(event) => set('surname', event.target.value)}
          error={errors.surname}
        />
        <TextField
          label="Username"
          value={user.username}
          readOnly
          hint="L'username non può essere cambiato"
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={fields.email}
          onChange={(event) => set('email', event.target.value)}
          error={errors.email}
          hint="Una nuova e-mail vale dopo la conferma dal link che ti invieremo"
        />
        <PhoneField
          label="Telefono"
          value={fields.telephone}
          onChange={(value) => set('telephone', value)}
          error={errors.telephone}
          hint="Un nuovo numero vale dopo la conferma dal link che ti invieremo"
        />
        <TextField
          label="Codice fiscale"
          required={cfRequiredFor(user, fields)}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={16}
          value={fields.cf}
          onChange={(event) => set('cf', event.target.value)}
          error={errors.cf}
        />
      </div>
      <AddressPicker
        id="account-address"
        value={fields.address}
        onChange={(value) => set('address', value)}
        errors={errors.address}
        showNationality
      />
      {formError && <FormMessage>{formError}</FormMessage>}
      {note && <FormMessage kind="info">{note}</FormMessage>}
      <div className="rc-form-actions">
        <Button type="submit" loading={saving}>
          Salva
        </Button>
      </div>
    </form>
  );
}
