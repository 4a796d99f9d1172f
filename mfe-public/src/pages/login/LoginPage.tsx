// `/login` (spec public §2, §5, §8): username or e-mail and password, 'Accedi'; on success the user goes
// to the landing of their panel.
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import {
  ApiError,
  BROKEN_ACCOUNT,
  Button,
  MESSAGES,
  PasswordField,
  TextField,
  landingPathFor,
  roleOf,
  toast,
  useSession,
} from '@ricordo/shared-design';

/** errorCode of a server login refused for an account without permissions (spec public §8). */
const NO_PERMISSIONS = 'NO_PERMISSIONS';

export function LoginPage() {
  const navigate = useNavigate();
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  const login = useSession((s) => s.login);
  const logout = useSession((s) => s.logout);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // spec public §2 sends a logged-in user to /products, which does not exist yet: until it does, the
  // user goes to the landing of their own panel instead.
  const role = roleOf(user);
  if (status === 'authenticated' && role !== null && !busy)
    return <Navigate to={landingPathFor(role)} replace />;

  const brokenAccount = async () => {
    try {
      await logout();
    } catch {
      // Already unusable; the local session is what matters here.
    }
    // A toast, because the page changes right away (the shell holds the toast host).
    toast(MESSAGES.brokenAccount, 'error');
    void navigate('/contact');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(MESSAGES.fillAllFields);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const logged = await login(username.trim(), password);
      const landing = roleOf(logged);
      if (landing === null) {
        await brokenAccount();
        return;
      }
      void navigate(landingPathFor(landing), { replace: true });
    } catch (failure) {
      if (
        failure instanceof ApiError &&
        (failure.errorCode === BROKEN_ACCOUNT || failure.errorCode === NO_PERMISSIONS)
      ) {
        await brokenAccount();
        return;
      }
      setError(failure instanceof ApiError ? failure.message : MESSAGES.unexpected);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="pub-login"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="pub-login-title"
    >
      <h1 id="pub-login-title">Accedi</h1>
      <TextField
        label="Username o email"
        name="email"
        autoComplete="username"
        autoCapitalize="none"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <PasswordField
        label="Password"
        name="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="pub-login-links">
        <Link to="/recover-user">Hai dimenticato l&apos;username?</Link>
        <Link to="/forgot-password">Password dimenticata?</Link>
      </div>
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
