// `/recupera-password` and `/reset-password?token=` (spec public §2, §5, §8): the link of the
// forgotten-password message. The page checks the token (POST recoverVerify, which does not consume it),
// then asks the new password twice; completeReset consumes the token, so the link works once.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, Button, MESSAGES, Spinner, api } from '@ricordo/shared-design';
import { PageCard } from '../../common/PageCard';
import {
  PasswordPair,
  checkPasswordPair,
  type PasswordPairErrors,
  type PasswordPairValue,
} from '../../common/PasswordPair';
import { TEXTS } from '../../common/texts';
import { failureMessage, isTokenRefusal, isUsedLink } from '../../common/token-action';
import type { LoginNotice } from '../login/LoginPage';

type LinkState = 'verifying' | 'valid' | 'invalid' | { failed: string };

export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const [link, setLink] = useState<LinkState>('verifying');
  const [attempt, setAttempt] = useState(0);
  const [value, setValue] = useState<PasswordPairValue>({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<PasswordPairErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) {
      setLink('invalid');
      return undefined;
    }
    const controller = new AbortController();
    setLink('verifying');
    api.post('/account/recoverVerify', { recoverToken: token }, { signal: controller.signal }).then(
      () => setLink('valid'),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLink(isTokenRefusal(error) ? 'invalid' : { failed: failureMessage(error) });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkPasswordPair(value);
    setErrors(found);
    setFormError(null);
    if (found.password || found.confirmation) return;
    setBusy(true);
    try {
      await api.post('/account/completeReset', {
        recoverToken: token,
        'new-password': value.password,
        'confirm-new-password': value.confirmation,
      });
      const handed: LoginNotice = { notice: MESSAGES.changesSaved };
      void navigate('/login', { replace: true, state: handed });
    } catch (error) {
      // spec public §8 "Reset failure: server message or 'Errore imprevisto'".
      if (isUsedLink(error)) setLink('invalid');
      else setFormError(error instanceof ApiError ? error.message : MESSAGES.unexpectedShort);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageCard title={TEXTS.resetPasswordTitle} titleId="pub-reset-title">
      {link === 'verifying' && (
        <div className="pub-token-state">
          <Spinner label={TEXTS.verifying} />
          <p role="status">{TEXTS.verifying}</p>
        </div>
      )}
      {link === 'invalid' && (
        <div className="pub-token-state">
          <p className="pub-alert" role="alert">
            {TEXTS.linkNoLongerValid}
          </p>
          <Link to="/forgot-password">{TEXTS.requestNewLink}</Link>
          <Link to="/">{TEXTS.backHome}</Link>
        </div>
      )}
      {typeof link === 'object' && (
        <div className="pub-alert" role="alert">
          <span>{link.failed}</span>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {MESSAGES.retry}
          </Button>
        </div>
      )}
      {link === 'valid' && (
        <form className="pub-form" noValidate onSubmit={(event) => void submit(event)}>
          <PasswordPair value={value} errors={errors} onChange={setValue} />
          {formError && (
            <p className="pub-alert" role="alert">
              {formError}
            </p>
          )}
          <Button type="submit" loading={busy} fullWidth>
            {TEXTS.savePassword}
          </Button>
        </form>
      )}
    </PageCard>
  );
}
