// `/login` and `/login-renewal?token=` (spec public §2, §5, §8): username or e-mail and password,
// 'Accedi'. After a plain login the user goes to /home#newLogin, and from there to the landing of their
// panel; with a renewal token the
// server also answers `renewal_success`, and the user goes on to renew the memorial.
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  ApiError,
  BROKEN_ACCOUNT,
  MESSAGES,
  roleOf,
  toast,
  useSession,
  type UserData,
  sessionStore,
} from '@ricordo/shared-design';
import { AFTER_LOGIN_PATH, type TokenLoginData } from '../../common/account-entry';
import { LoginForm } from '../../common/forms/LoginForm';
import '../../common/pages.css';

/** errorCode of a server login refused for an account without permissions (spec public §8). */
const NO_PERMISSIONS = 'NO_PERMISSIONS';
/** errorCode of a renewal link that is used, expired or someone else's. */
const INVALID_TOKEN = 'INVALID_TOKEN';

/** Where a successful renewal login goes (spec public §2 "/login-renewal": "then goes to memorial renewal"). */
export const RENEWAL_TARGET = '/memorial-activate';

/** What another page may hand to the login page: a notice to show and the username to fill in. */
export interface LoginNotice {
  notice?: string;
  username?: string;
}

export interface LoginPageProps {
  /** The token of a `/login-renewal` link, sent as `renewal_token`. */
  renewalToken?: string;
}

export function LoginPage({ renewalToken }: LoginPageProps) {
  const navigate = useNavigate();
  const handed = (useLocation().state ?? {}) as LoginNotice;
  const login = useSession((s) => s.login);
  const logout = useSession((s) => s.logout);

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

  const enter = async (username: string, password: string): Promise<void> => {
    if (renewalToken === undefined) {
      const user = await login(username, password);
      goToLanding(user);
      return;
    }
    const { data } = await sessionStore.getState().enter<TokenLoginData>('/auth/login', {
      email: username,
      password,
      renewal_token: renewalToken,
    });
    if (data.renewal_success) {
      const deceased = data.renewal_deceasedID;
      void navigate(deceased ? `${RENEWAL_TARGET}?deceasedSelected=${deceased}` : RENEWAL_TARGET, {
        replace: true,
      });
      return;
    }
    invalidRenewal();
  };

  // spec public §8: "Invalid renewal token: alert 'Token non valido', then home".
  const invalidRenewal = () => {
    toast(MESSAGES.invalidToken, 'error');
    void navigate('/', { replace: true });
  };

  const goToLanding = (user: UserData) => {
    const role = roleOf(user);
    // The home's #newLogin sends the user on to their panel's landing (spec public §2, §6).
    if (role !== null) void navigate(AFTER_LOGIN_PATH, { replace: true });
  };

  const logIn = async (username: string, password: string) => {
    try {
      await enter(username, password);
    } catch (failure) {
      if (
        failure instanceof ApiError &&
        (failure.errorCode === BROKEN_ACCOUNT || failure.errorCode === NO_PERMISSIONS)
      ) {
        await brokenAccount();
        return;
      }
      if (renewalToken !== undefined && failure instanceof ApiError && failure.errorCode === INVALID_TOKEN) {
        invalidRenewal();
        return;
      }
      throw failure;
    }
  };

  return (
    <LoginForm
      className="pub-login"
      labelledBy="pub-login-title"
      heading={<h1 id="pub-login-title">Accedi</h1>}
      notice={handed.notice}
      intro={
        renewalToken !== undefined && <p className="pub-muted">Accedi per rinnovare il servizio memorial.</p>
      }
      initialUsername={handed.username ?? ''}
      links={
        <div className="pub-login-links">
          <Link to="/recover-user">Hai dimenticato l&apos;username?</Link>
          <Link to="/forgot-password">Password dimenticata?</Link>
        </div>
      }
      onLogin={logIn}
    />
  );
}
