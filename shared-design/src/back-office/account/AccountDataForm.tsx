// 'Dati account' (spec panels §5 "User data", §8): POST /api/account/modify. A new e-mail or phone is
// applied only after its verification link, so the server's message is shown as it is. A new username is
// checked 600 ms after typing ('Username non disponibile') and blocks the save while taken or too short.
import { useRef, useState, type FormEvent } from 'react';
import {
  AddressPicker,
  api,
  ApiError,
  CF_LENGTH,
  Button,
  FormMessage,
  MESSAGES,
  PhoneField,
  TextField,
  toast,
  useSession,
  useUsernameAvailability,
  type UserData,
} from '@ricordo/shared-design';
import {
  cfRequiredFor,
  changedUsername,
  errorsFromServer,
  fieldsFromUser,
  hasErrors,
  modifyBody,
  usernameError,
  validateAccount,
  type AccountErrors,
  type AccountFields,
} from './account-data';
import { useFocusFirstError } from '../hooks/focus-first-error';

const ACCOUNT_MODIFIED = 'Account modificato correttamente';

/**
 * spec panels §8: the server's message, else (an answer without one, an unreadable answer) the account
 * modify fallback 'Errore generico'; without connection the kit's offline text says more.
 */
function modifyFailure(error: ApiError): string {
  if (error.envelope?.message || error.errorCode === 'NETWORK') return error.message;
  return MESSAGES.genericError;
}

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

  const username = changedUsername(fields, user);
  // Asked only of a new username that passes the rules; a taken one blocks the save.
  const availability = useUsernameAvailability(
    username ?? '',
    username === null || !!usernameError(username),
  );
  // The rules' message while typing (an emptied field waits for the save), else the server's answer.
  const usernameShown =
    errors.username ??
    (username ? usernameError(username) : null) ??
    (availability === 'taken' ? MESSAGES.usernameTaken : undefined);

  const set = <K extends keyof AccountFields>(key: K, value: AccountFields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    // A username typed again is judged afresh (live rules, availability).
    if (key === 'username') setErrors((current) => ({ ...current, username: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNote(null);
    const checked = validateAccount(fields, { cfRequired: cfRequiredFor(user, fields), username });
    if (!checked.username && availability === 'taken') checked.username = MESSAGES.usernameTaken;
    setErrors(checked);
    setFormError(null);
    if (hasErrors(checked)) {
      focusError.request();
      return;
    }
    setSaving(true);
    try {
      const answer = await api.call('modifyAccount', { body: modifyBody(fields, username) });
      const message = answer.message || ACCOUNT_MODIFIED;
      toast(message, 'success');
      // A pending verification ('ti abbiamo inviato un link…') deserves to stay on screen.
      if (message !== ACCOUNT_MODIFIED) setNote(message);
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(errorsFromServer(error.fields, error.errorCode, error.message));
        setFormError(modifyFailure(error));
        focusError.request();
      } else {
        setFormError(MESSAGES.genericError);
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
          required
          autoComplete="username"
          value={fields.username}
          onChange={(event) => set('username', event.target.value)}
          error={usernameShown}
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
          maxLength={CF_LENGTH}
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
