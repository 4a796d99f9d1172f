// `/invito-pagina?token=…`: the link an owner sends to a future manager (docs/contracts.md "Page managers and
// guests"), drawn by mfe_client outside the panel so that it opens signed out too. The page reads what the
// link holds; signed in, the person accepts; signed out, they sign in here first (or register, then reopen
// the link). An expired or used link says so and offers to ask the owner for a new one.
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import {
  api,
  ApiError,
  Button,
  FormMessage,
  MESSAGES,
  PasswordField,
  Spinner,
  TextField,
  toPublicId,
  useSession,
  type Schema,
} from '@ricordo/shared-design';
import { INVITATION_TEXTS as T } from './invitation-texts';

type Look = Schema<'InvitationLookDataDto'>;
type Outcome =
  | { kind: 'accepted'; deceasedId: number; message: string }
  | { kind: 'failed'; code: string; message: string };

const REGISTER_PATH = '/registrazione';
const PANEL_PAGES = '/client-panel#pages';

function stateOfFailure(failure: unknown): 'expired' | 'used' | 'invalid' | null {
  if (!(failure instanceof ApiError)) return null;
  if (failure.errorCode === 'INVITATION_EXPIRED') return 'expired';
  if (failure.errorCode === 'INVITATION_USED') return 'used';
  if (failure.errorCode === 'INVITATION_INVALID') return 'invalid';
  return null;
}

export function InvitationPage() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const signedIn = useSession((state) => state.status === 'authenticated');
  const login = useSession((state) => state.login);
  const [look, setLook] = useState<Look | null>(null);
  const [state, setState] = useState<'loading' | 'open' | 'expired' | 'used' | 'invalid' | 'error'>(
    'loading',
  );
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [asked, setAsked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [credentials, setCredentials] = useState({ username: '', password: '' });

  useEffect(() => {
    if (!token) {
      setState('invalid');
      return;
    }
    api.call('lookPageInvitation', { body: { token } }).then(
      (answer) => {
        setLook(answer.data);
        setState(answer.data.state);
      },
      (failure: unknown) => setState(stateOfFailure(failure) ?? 'error'),
    );
  }, [token]);

  const accept = async () => {
    const answer = await api.call('acceptPageInvitation', { body: { token } });
    setOutcome({ kind: 'accepted', deceasedId: answer.data.deceasedID, message: answer.message });
  };

  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    try {
      await step();
    } catch (failure) {
      const known = stateOfFailure(failure);
      if (known) setState(known);
      else
        setOutcome({
          kind: 'failed',
          code: failure instanceof ApiError ? (failure.errorCode ?? '') : '',
          message: failure instanceof ApiError ? failure.message : MESSAGES.unexpected,
        });
    } finally {
      setBusy(false);
    }
  };

  const signInAndAccept = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await login(credentials.username, credentials.password);
      await accept();
    });
  };

  const askAgain = () =>
    void run(async () => {
      const answer = await api.call('askPageInvitationAgain', { body: { token } });
      setAsked(answer.message);
    });

  return (
    <main className="client-invitation rc-card" aria-labelledby="client-invitation-title">
      <h1 id="client-invitation-title">{T.title}</h1>
      {state === 'loading' && <Spinner label={T.loading} />}
      {state === 'error' && <FormMessage>{MESSAGES.unexpected}</FormMessage>}
      {state === 'invalid' && <FormMessage>{T.invalid}</FormMessage>}
      {(state === 'expired' || state === 'used') && (
        <div role="status">
          <p className="client-invitation__state">
            <strong>{state === 'expired' ? T.expired : T.used}</strong>
          </p>
          <p>{state === 'expired' ? T.expiredHelp : T.usedHelp}</p>
          {asked ? (
            <p>{asked}</p>
          ) : (
            <Button onClick={askAgain} disabled={busy}>
              {T.askAgain}
            </Button>
          )}
        </div>
      )}
      {state === 'open' && look && !outcome && (
        <>
          <p>{T.invitedAs(look.fromName, look.deceasedName, look.role)}</p>
          {look.role === 'manager' && <p className="rc-field__hint">{T.managerMeaning}</p>}
          {signedIn ? (
            <Button onClick={() => void run(accept)} disabled={busy}>
              {T.accept}
            </Button>
          ) : (
            <form onSubmit={signInAndAccept} noValidate>
              <p>{T.signInFirst}</p>
              <TextField
                label={T.username}
                autoComplete="username"
                value={credentials.username}
                onChange={(change) => setCredentials({ ...credentials, username: change.target.value })}
              />
              <PasswordField
                label={T.password}
                autoComplete="current-password"
                value={credentials.password}
                onChange={(change) => setCredentials({ ...credentials, password: change.target.value })}
              />
              <Button type="submit" disabled={busy}>
                {T.signIn}
              </Button>{' '}
              <a href={REGISTER_PATH}>{T.register}</a>
            </form>
          )}
        </>
      )}
      {outcome?.kind === 'failed' && <FormMessage>{outcome.message}</FormMessage>}
      {outcome?.kind === 'accepted' && (
        <div role="status">
          <p>{outcome.message}</p>
          <a className="rc-button rc-button--primary" href={PANEL_PAGES}>
            {T.toPanel}
          </a>{' '}
          <a className="rc-button rc-button--secondary" href={`/memorial?${toPublicId(outcome.deceasedId)}`}>
            {T.toMemorial}
          </a>
        </div>
      )}
    </main>
  );
}
