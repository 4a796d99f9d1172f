// `/recover-user` (spec public §2, §5): Telefono / Email toggle; the server sends the username to that
// contact and answers the same way whether or not an account has it.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  ApiError,
  Button,
  MESSAGES,
  PhoneField,
  RadioGroup,
  TextField,
  api,
  email as emailRule,
  phone,
  PHONE_MAX,
} from '@ricordo/shared-design';
import { PageCard } from '../../common/PageCard';
import { TEXTS } from '../../common/texts';

type RecoverType = 'telephone' | 'email';

/**
 * spec public §5 "a phone shorter than 12 and of 7-9 characters is invalid ('Telefono non valido')": with
 * its dial code ('+39-'), 7-9 characters are 3-5 digits. As the server, a number needs 6 to 12 digits
 * (the contact-method bound of spec public §4, §9).
 */
export function recoverPhone(value: string): string | null {
  if (!value.trim()) return MESSAGES.required;
  return phone(value, { min: 6, max: PHONE_MAX }) ? MESSAGES.telephoneInvalid : null;
}

export function recoverEmail(value: string): string | null {
  if (!value.trim()) return MESSAGES.required;
  return emailRule(value) ? MESSAGES.emailInvalid : null;
}

export function RecoverUserPage() {
  const [type, setType] = useState<RecoverType>('email');
  const [email, setEmail] = useState('');
  const [telephone, setTelephone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const found = type === 'email' ? recoverEmail(email) : recoverPhone(telephone);
    setError(found);
    if (found) {
      document.getElementById('recover-contact')?.focus();
      return;
    }
    setBusy(true);
    try {
      const envelope = await api.call('recoverUserData', {
        body: {
          'recover-type': type,
          'recover-email': type === 'email' ? email.trim() : '',
          'recover-telephone': type === 'telephone' ? telephone : '',
        },
      });
      setSent(envelope.message || TEXTS.recoverUserSent);
    } catch (failure) {
      setFormError(failure instanceof ApiError ? failure.message : MESSAGES.unexpected);
    } finally {
      setBusy(false);
    }
  };

  if (sent !== null)
    return (
      <PageCard title={TEXTS.recoverUserTitle} titleId="pub-recover-title">
        <p className="pub-notice" role="status">
          {sent}
        </p>
        <Link to="/login">{TEXTS.goToLogin}</Link>
        <Link to="/">{TEXTS.backHome}</Link>
      </PageCard>
    );

  return (
    <PageCard title={TEXTS.recoverUserTitle} titleId="pub-recover-title">
      <form className="pub-form" noValidate onSubmit={(event) => void submit(event)}>
        <p>{TEXTS.recoverUserIntro}</p>
        <RadioGroup
          legend={TEXTS.recoverBy}
          name="recover-type"
          value={type}
          options={[
            { value: 'telephone', label: TEXTS.telephone },
            { value: 'email', label: TEXTS.email },
          ]}
          onChange={(value) => {
            setType(value as RecoverType);
            setError(null);
          }}
        />
        {type === 'email' ? (
          <TextField
            id="recover-contact"
            label={TEXTS.email}
            name="recover-email"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            required
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
          />
        ) : (
          <PhoneField
            id="recover-contact"
            label={TEXTS.telephone}
            required
            value={telephone}
            error={error}
            onChange={(value) => {
              setTelephone(value);
              setError(null);
            }}
          />
        )}
        {formError && (
          <p className="pub-alert" role="alert">
            {formError}
          </p>
        )}
        <Button type="submit" loading={busy} fullWidth>
          {TEXTS.send}
        </Button>
      </form>
    </PageCard>
  );
}
