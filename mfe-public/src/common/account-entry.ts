// What the token logins answer beyond a plain login (spec public §2 "/login-renewal"). The login itself
// goes through the kit's session store (`sessionStore.getState().enter(...)`).
import type { LoginData } from '@ricordo/shared-design';

export type TokenLoginData = LoginData & {
  renewal_success?: boolean;
  /** The deceased whose memorial the renewal link is for. */
  renewal_deceasedID?: number | null;
};

/**
 * Where a login goes (spec public §2: `/` and `/home`, "Hash #newLogin after login"): the home with
 * #newLogin, which sends a signed-in user on to the landing of their panel (spec public §6). The home
 * without the hash stays the search for everyone.
 */
export const NEW_LOGIN_HASH = '#newLogin';
export const AFTER_LOGIN_PATH = `/home${NEW_LOGIN_HASH}`;
