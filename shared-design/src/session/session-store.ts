/**
 * The session store: one zustand store for the whole page. The kit is a Module Federation singleton, so
 * the shell and every remote read and change this very instance (DESIGN.md "Front end").
 *
 * The server session (httpOnly cookie) is the truth; `loadSession()` asks it. The user data and the
 * expiring memorial list are also kept in localStorage, as the spec stores them (public §3), so the
 * expiring-memorial icon survives a reload (the list only comes with the login answer); the other stored
 * values are in local-storage.ts, the personal ones cleared with the session.
 *
 * In React: `const user = useSession((s) => s.user)`. Select single values or stable references: a
 * selector that builds a new object at every call makes zustand 5 re-render without end.
 */
import { createStore, useStore } from 'zustand';
import { ApiError, api, setSessionListener } from '../api/client';
import type { ActingSession, Envelope, ExpiringMemorial, LoginData, UserData } from '../api/types';
import { MESSAGES } from '../messages';
import {
  EXPIRING_STORAGE_KEY,
  PERSONAL_STORAGE_KEYS,
  SESSION_STORAGE_KEY,
  readStorage,
  writeStorage,
} from './local-storage';
import { roleOf } from './roles';

export type SessionStatus = 'unknown' | 'anonymous' | 'authenticated';

/** errorCode of the ApiError thrown by `login` for an account without a valid role (spec public §4). */
export const BROKEN_ACCOUNT = 'BROKEN_ACCOUNT';

export { SESSION_STORAGE_KEY, EXPIRING_STORAGE_KEY };

export interface SessionState {
  status: SessionStatus;
  user: UserData | null;
  expiringMemorials: ExpiringMemorial[];
  /** Set while an admin acts for `user` (the server session says so): the shell shows the banner. */
  acting: ActingSession | null;
  /** Marks the user as logged in; the expiring list is kept unless given. */
  setSession: (user: UserData, expiring?: ExpiringMemorial[]) => void;
  /** Replaces the expiring memorial list (after paying or 'Non mostrare più'). */
  setExpiringMemorials: (expiring: ExpiringMemorial[]) => void;
  /** Forgets the user locally (status 'anonymous'). */
  clearSession: () => void;
  /** Asks the server (GET /api/auth/session). Rejects with ApiError when it cannot be reached; the state is then left as it was. */
  loadSession: () => Promise<UserData | null>;
  /**
   * POST /api/auth/login. Resolves to the user; rejects with the server's ApiError ('Credenziali errate',
   * 'Riempi tutti i campi', …) or, for an account without a valid role, logs out and rejects with
   * errorCode BROKEN_ACCOUNT and MESSAGES.brokenAccount (the caller then goes to /contact).
   */
  login: (emailOrUsername: string, password: string) => Promise<UserData>;
  /**
   * Any login-like call — the login (also with `renewal_token`) or `/auth/autologin` — handled as `login`
   * handles its answer. Resolves to the user and the answer's `data` (e.g. `renewal_success`).
   */
  enter: <T extends LoginData = LoginData>(
    path: '/auth/login' | '/auth/autologin',
    body: Record<string, unknown>,
  ) => Promise<{ user: UserData; data: T }>;
  /** POST /api/auth/logout (with the CSRF header, as every POST). Rejects with 'Errore durante il logout'. */
  logout: () => Promise<void>;
  /**
   * An admin starts acting for a user (POST /api/admin/acting): the session becomes that user's, with
   * `acting` set. Resolves to the user; rejects with the server's ApiError ('Campo non valido', …).
   */
  startActing: (userId: number, reason: string) => Promise<UserData>;
  /** Back to the admin's own account (POST /api/auth/acting/end). Resolves to the admin. */
  endActing: () => Promise<UserData>;
}

export const sessionStore = createStore<SessionState>()((set, get) => ({
  status: 'unknown',
  user: null,
  expiringMemorials: [],
  acting: null,

  setSession(user, expiring) {
    const stored = readStorage<UserData>(SESSION_STORAGE_KEY);
    let expiringMemorials = expiring ?? get().expiringMemorials;
    if (!expiring && get().user === null && stored?.user_id === user.user_id) {
      // After a reload: the list saved at login belongs to this very user.
      expiringMemorials = readStorage<ExpiringMemorial[]>(EXPIRING_STORAGE_KEY) ?? [];
    }
    writeStorage(SESSION_STORAGE_KEY, user);
    writeStorage(EXPIRING_STORAGE_KEY, expiringMemorials);
    set({ status: 'authenticated', user, expiringMemorials });
  },

  setExpiringMemorials(expiring) {
    writeStorage(EXPIRING_STORAGE_KEY, expiring);
    set({ expiringMemorials: expiring });
  },

  clearSession() {
    // A session that ends (logout, expiry) takes the person's data with it: the stored user, the expiring
    // list, the last address and contact preference. A visitor who never signed in keeps theirs.
    const hadUser = get().user !== null || readStorage<UserData>(SESSION_STORAGE_KEY) !== null;
    for (const key of hadUser ? PERSONAL_STORAGE_KEYS : [SESSION_STORAGE_KEY, EXPIRING_STORAGE_KEY])
      writeStorage(key, null);
    set({ status: 'anonymous', user: null, expiringMemorials: [], acting: null });
  },

  async loadSession() {
    const envelope = await api.get<unknown>('/auth/session');
    const user = envelope.session?.userdata ?? null;
    if (user) {
      get().setSession(user);
      set({ acting: envelope.session?.acting ?? null });
    } else get().clearSession();
    return user;
  },

  async login(emailOrUsername, password) {
    return (await get().enter('/auth/login', { email: emailOrUsername, password })).user;
  },

  async enter<T extends LoginData = LoginData>(
    path: '/auth/login' | '/auth/autologin',
    body: Record<string, unknown>,
  ) {
    const envelope = await api.post<T>(path, body);
    const user = envelope.session?.userdata;
    if (!user || roleOf(user) === null) {
      try {
        await api.post('/auth/logout');
      } catch {
        // The account is unusable either way; forget it locally.
      }
      get().clearSession();
      throw new ApiError(MESSAGES.brokenAccount, { status: 200, errorCode: BROKEN_ACCOUNT, envelope });
    }
    const expiring = Array.isArray(envelope.data?.expiring_memorial) ? envelope.data.expiring_memorial : [];
    get().setSession(user, expiring);
    return { user, data: envelope.data };
  },

  async logout() {
    try {
      await api.post('/auth/logout');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        // The server session had already ended: the user is logged out.
        get().clearSession();
        return;
      }
      throw new ApiError(MESSAGES.logoutFailed, {
        status: error instanceof ApiError ? error.status : 0,
        errorCode: error instanceof ApiError ? error.errorCode : null,
        envelope: error instanceof ApiError ? error.envelope : null,
      });
    }
    get().clearSession();
  },

  async startActing(userId, reason) {
    const envelope = await api.call('startActing', { body: { userId, reason } });
    return switchAccount(envelope.session, true);
  },

  async endActing() {
    const envelope = await api.call('endActing', {});
    return switchAccount(envelope.session, false);
  },
}));

/** The account of an acting start or end answer becomes the session's; the expiring list is not theirs. */
function switchAccount(session: Envelope<unknown>['session'], acting: boolean): UserData {
  const user = session?.userdata;
  if (!user) throw new ApiError(MESSAGES.unexpected, { status: 200 });
  sessionStore.getState().setSession(user, []);
  sessionStore.setState({ acting: acting ? (session?.acting ?? null) : null });
  return user;
}

// Any answer that carries `session.userdata` (login, account changes, …) refreshes the user.
// An account without a valid role is left to `login`, which logs it out.
setSessionListener((userdata) => {
  const state = sessionStore.getState();
  if (state.user !== userdata && roleOf(userdata) !== null) state.setSession(userdata);
});

/** React hook over the shared store: `useSession((s) => s.status)`. */
export function useSession(): SessionState;
export function useSession<U>(selector: (state: SessionState) => U): U;
export function useSession<U>(selector?: (state: SessionState) => U): U | SessionState {
  return useStore<typeof sessionStore, U | SessionState>(sessionStore, selector ?? identity);
}

function identity(state: SessionState): SessionState {
  return state;
}
