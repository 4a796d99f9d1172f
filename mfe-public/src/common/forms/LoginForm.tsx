// The username-or-e-mail and password form of /login and of the order pages' login dialog: 'Riempi tutti
// i campi' when a field is empty, the server's message when the login fails, 'Accedi' busy meanwhile.
import { useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { ApiError, Button, MESSAGES, PasswordField, TextField } from '@ricordo/shared-design';

export interface LoginFormProps {
  className: string;
  labelledBy?: string;
  /** Above the notice (the page's title). */
  heading?: ReactNode;
  /** A message above the fields (why the login is asked for). */
  notice?: string | null;
  /** Under the notice. */
  intro?: ReactNode;
  /** Username or e-mail to start from. */
  initialUsername?: string;
  /** Under the fields: the links to recover the password or the username. */
  links: ReactNode;
  nameRef?: RefObject<HTMLInputElement | null>;
  passwordRef?: RefObject<HTMLInputElement | null>;
  /** Logs in with the trimmed username; a thrown failure is shown under the fields. */
  onLogin: (username: string, password: string) => Promise<void>;
}

export function LoginForm({
  className,
  labelledBy,
  heading,
  notice,
  intro,
  initialUsername = '',
  links,
  nameRef,
  passwordRef,
  onLogin,
}: LoginFormProps) {
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A dialog's form sits inside the page's form in React's tree: its submit is its own.
    event.stopPropagation();
    if (!username.trim() || !password) {
      setError(MESSAGES.fillAllFields);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onLogin(username.trim(), password);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : MESSAGES.unexpected);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={className}
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={(event) => void submit(event)}
    >
      {heading}
      {notice && (
        <p className="pub-notice" role="status">
          {notice}
        </p>
      )}
      {intro}
      <TextField
        ref={nameRef}
        label="Username o email"
        name="email"
        autoComplete="username"
        autoCapitalize="none"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <PasswordField
        ref={passwordRef}
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {links}
      {error && (
        <p className="pub-alert" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" loading={busy} fullWidth>
        {MESSAGES.login}
      </Button>
    </form>
  );
}
