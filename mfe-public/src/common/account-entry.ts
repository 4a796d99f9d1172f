// Logging in through a token (spec public §2 "/autologin", "/login-renewal"): the same answer as the
// login, handled as the kit's session store handles a login.
import {
  ApiError,
  BROKEN_ACCOUNT,
  MESSAGES,
  api,
  roleOf,
  sessionStore,
  type LoginData,
  type UserData,
} from '@ricordo/shared-design';

export type TokenLoginData = LoginData & {
  renewal_success?: boolean;
  /** The deceased whose memorial the renewal link is for. */
  renewal_deceasedID?: number | null;
};

/**
 * POSTs a login-like call. The API client has already stored `session.userdata`; this adds the expiring
 * memorial list, and logs out an account without a valid role (spec public §4) by throwing BROKEN_ACCOUNT.
 */
export async function tokenLogin(
  path: '/auth/login' | '/auth/autologin',
  body: Record<string, unknown>,
): Promise<{ user: UserData; data: TokenLoginData }> {
  const envelope = await api.post<TokenLoginData>(path, body);
  const user = envelope.session?.userdata;
  if (!user || roleOf(user) === null) {
    try {
      await api.get('/auth/logout', { csrf: true });
    } catch {
      // The account is unusable either way; forget it locally.
    }
    sessionStore.getState().clearSession();
    throw new ApiError(MESSAGES.brokenAccount, { status: 200, errorCode: BROKEN_ACCOUNT, envelope });
  }
  const expiring = Array.isArray(envelope.data?.expiring_memorial) ? envelope.data.expiring_memorial : [];
  sessionStore.getState().setSession(user, expiring);
  return { user, data: envelope.data };
}
