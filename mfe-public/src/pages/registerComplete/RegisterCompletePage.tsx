// `/registerComplete?token=` (optional condolenceFlag) (spec public §2, §5): the link of the registration
// message (also the link an accepted partner gets). Shows the username of the pending registration (GET
// getUsername, which does not consume the token) and asks the password twice; POST register activates the
// account once and consumes the link. The new account is then signed in through the one login path (POST
// login with the username and the password just chosen: a new session, the previous one ended) and goes
// to its panel's landing (spec public §6), so a new partner opens the partner panel at once. If that
// login fails, the login page opens with the username filled in.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  ApiError,
  Button,
  MESSAGES,
  Spinner,
  TextField,
  api,
  landingPathFor,
  roleOf,
  useSession,
} from '@ricordo/shared-design';
import { PageCard } from '../../common/PageCard';
import {
  PasswordPair,
  checkPasswordPair,
  type PasswordPairErrors,
  type PasswordPairValue,
} from '../../common/PasswordPair';
import { TEXTS } from '../../common/texts';
import { isUsedLink, useTokenCheck } from '../../common/token-action';
import type { LoginNotice } from '../login/LoginPage';

/** GET getUsername: the username of the pending registration, or null when the link leads nowhere. */
async function pendingUsername(token: string, signal: AbortSignal): Promise<string | null> {
  const { data } = await api.call('getUsername', { query: { token }, signal });
  return data?.username || null;
}

export function RegisterCompletePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const condolenceFlag = params.get('condolenceFlag');
  const navigate = useNavigate();
  const login = useSession((s) => s.login);
  const { state: pending, retry, markInvalid } = useTokenCheck(token, pendingUsername);
  const [value, setValue] = useState<PasswordPairValue>({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<PasswordPairErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** The role of the account once signed in, or null when it could not sign in (the login page then). */
  const signInAs = async (username: string, password: string) => {
    try {
      return roleOf(await login(username, password));
    } catch {
      return null;
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (typeof pending !== 'object' || !('ok' in pending)) return;
    const found = checkPasswordPair(value);
    setErrors(found);
    setFormError(null);
    if (found.password || found.confirmation) return;
    setBusy(true);
    try {
      const envelope = await api.call('register', {
        body: {
          registrationToken: token,
          newPassword: value.password,
          password: value.confirmation,
          ...(condolenceFlag !== null ? { condolenceFlag } : {}),
        },
      });
      const role = await signInAs(pending.ok, value.password);
      if (role !== null) {
        void navigate(landingPathFor(role), { replace: true });
        return;
      }
      const handed: LoginNotice = {
        notice: envelope.message || TEXTS.registrationCompleted,
        username: pending.ok,
      };
      void navigate('/login', { replace: true, state: handed });
    } catch (error) {
      if (isUsedLink(error)) markInvalid();
      else setFormError(error instanceof ApiError ? error.message : MESSAGES.unexpected);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageCard title={TEXTS.completeRegistrationTitle} titleId="pub-complete-title">
      {pending === 'checking' && (
        <div className="pub-center">
          <Spinner />
        </div>
      )}
      {pending === 'invalid' && (
        <div className="pub-token-state">
          <p className="pub-alert" role="alert">
            {TEXTS.linkNoLongerValid}
          </p>
          <Link to="/">{TEXTS.backHome}</Link>
        </div>
      )}
      {typeof pending === 'object' && 'failed' in pending && (
        <div className="pub-alert" role="alert">
          <span>{pending.failed}</span>
          <Button variant="secondary" onClick={retry}>
            {MESSAGES.retry}
          </Button>
        </div>
      )}
      {typeof pending === 'object' && 'ok' in pending && (
        <form className="pub-form" noValidate onSubmit={(event) => void submit(event)}>
          <p>{TEXTS.completeRegistrationIntro}</p>
          <TextField
            label={TEXTS.username}
            name="username"
            autoComplete="username"
            value={pending.ok}
            readOnly
          />
          <PasswordPair value={value} errors={errors} onChange={setValue} firstLabel={TEXTS.password} />
          {formError && (
            <p className="pub-alert" role="alert">
              {formError}
            </p>
          )}
          <Button type="submit" loading={busy} fullWidth>
            {TEXTS.completeRegistrationSubmit}
          </Button>
        </form>
      )}
    </PageCard>
  );
}
