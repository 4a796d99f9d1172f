// What the token logins answer beyond a plain login (spec public §2 "/login-renewal"). The login itself
// goes through the kit's session store (`sessionStore.getState().enter(...)`).
import type { LoginData } from '@ricordo/shared-design';

export type TokenLoginData = LoginData & {
  renewal_success?: boolean;
  /** The deceased whose memorial the renewal link is for. */
  renewal_deceasedID?: number | null;
};
