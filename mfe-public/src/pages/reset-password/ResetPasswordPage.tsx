// `/recupera-password` and `/reset-password?token=` (spec public §2, §5, §8): the link of the
// forgotten-password message. The page checks the token (POST recoverVerify, which does not consume it),
// then asks the new password twice; completeReset consumes the token, so the link works once.
import { useState, type FormEvent } from 'react';
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
import { isUsedLink, useTokenCheck } from '../../common/token-action';
import type { LoginNotice } from '../login/LoginPage';

/** POST recoverVerify: true while the link can still reset the password (it does not consume the token). */
async function verifyLink(token: string, signal: AbortSignal): Promise<true> {
  await api.call('recoverVerify', { body: { recoverToken: token }, signal });
  return true;
}

export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const { state: link, retry, markInvalid } = useTokenCheck(token, verifyLink);
  const [value, setValue] = useState<PasswordPairValue>({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<PasswordPairErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkPasswordPair(value);
    setErrors(found);
    setFormError(null);
    if (found.password || found.confirmation) return;
    setBusy(true);
    try {
      await api.call('completeReset', {
        body: {
          recoverToken: token,
          'new-password': value.password,
          'confirm-new-password': value.confirmation,
        },
      });
      const handed: LoginNotice = { notice: MESSAGES.changesSaved };
      void navigate('/login', { replace: true, state: handed });
    } catch (error) {
      // spec public §8 "Reset failure: server message or 'Errore imprevisto'".
      if (isUsedLink(error)) markInvalid();
      else setFormError(error instanceof ApiError ? error.message : MESSAGES.unexpectedShort);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageCard title={TEXTS.resetPasswordTitle} titleId="pub-reset-title">
      {link === 'checking' && (
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
      {typeof link === 'object' && 'failed' in link && (
        <div className="pub-alert" role="alert">
          <span>{link.failed}</span>
          <Button variant="secondary" onClick={retry}>
            {MESSAGES.retry}
          </Button>
        </div>
      )}
      {typeof link === 'object' && 'ok' in link && (
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
