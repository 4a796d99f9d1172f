// `/forgot-password` (spec public §2, §5): the username ('Campo vuoto' when empty); the server sends a
// new-password link by the preferred contact method. A success dialog shows its message; closing it goes home.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, Button, Dialog, MESSAGES, TextField, api } from '@ricordo/shared-design';
import { PageCard } from '../../common/PageCard';
import { TEXTS } from '../../common/texts';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (!username.trim()) {
      setError(MESSAGES.emptyField);
      document.getElementById('forgot-username')?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const envelope = await api.call('recover', { body: { username: username.trim() } });
      setSent(envelope.message || MESSAGES.success);
    } catch (failure) {
      setFormError(failure instanceof ApiError ? failure.message : MESSAGES.unexpected);
    } finally {
      setBusy(false);
    }
  };

  const goHome = () => void navigate('/', { replace: true });

  return (
    <PageCard title={TEXTS.forgotPasswordTitle} titleId="pub-forgot-title">
      <form className="pub-form" noValidate onSubmit={(event) => void submit(event)}>
        <p>{TEXTS.forgotPasswordIntro}</p>
        <TextField
          id="forgot-username"
          label={TEXTS.username}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          required
          value={username}
          error={error}
          hint={TEXTS.usernameOrEmailHint}
          onChange={(event) => {
            setUsername(event.target.value);
            setError(null);
          }}
        />
        {formError && (
          <p className="pub-alert" role="alert">
            {formError}
          </p>
        )}
        <Button type="submit" loading={busy} fullWidth>
          {TEXTS.send}
        </Button>
      </form>
      <Dialog
        open={sent !== null}
        onClose={goHome}
        title={MESSAGES.success}
        description={sent}
        showCloseButton={false}
        actions={<Button onClick={goHome}>{MESSAGES.close}</Button>}
      />
    </PageCard>
  );
}
