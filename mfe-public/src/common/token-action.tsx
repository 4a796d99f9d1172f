// The three states of a token page (spec public §4 "Token pages are verifying, verified or invalid"),
// plus a retry when the server could not be reached: that is not the token's fault.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, Button, MESSAGES, Spinner } from '@ricordo/shared-design';
import { once } from './one-shot';
import { TEXTS } from './texts';

export type TokenState =
  | { status: 'idle' }
  | { status: 'verifying' }
  | { status: 'verified' }
  | { status: 'invalid' }
  | { status: 'failed'; message: string };

/** An answer that says something about the link (4xx) makes it invalid; the rest can be retried. */
export function isTokenRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/** errorCode of a used, expired or unknown one-shot link (docs/contracts.md "Accounts"). */
export const TOKEN_INVALID = 'TOKEN_INVALID';

/** The one-shot link was used or has expired while the page was open. */
export function isUsedLink(error: unknown): boolean {
  return error instanceof ApiError && (error.errorCode === TOKEN_INVALID || error.status === 410);
}

export function failureMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 0 || error.status === 429)) return error.message;
  return MESSAGES.unexpected;
}

/**
 * Runs `action` for `token` once `started` is true (a POST from the page, never on GET). A missing token
 * is invalid without asking the server.
 */
export function useTokenAction(
  kind: string,
  token: string,
  started: boolean,
  action: (token: string) => Promise<unknown>,
): { state: TokenState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<TokenState>({ status: 'idle' });

  useEffect(() => {
    if (!started) return undefined;
    if (!token) {
      setState({ status: 'invalid' });
      return undefined;
    }
    let alive = true;
    setState({ status: 'verifying' });
    once(`${kind}:${token}:${attempt}`, () => action(token)).then(
      () => {
        if (alive) setState({ status: 'verified' });
      },
      (error: unknown) => {
        if (!alive) return;
        setState(
          isTokenRefusal(error)
            ? { status: 'invalid' }
            : { status: 'failed', message: failureMessage(error) },
        );
      },
    );
    return () => {
      alive = false;
    };
    // `action` is a module-level call of each page; the token and the attempt decide a new request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, token, started, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, retry };
}

/** What a token page learnt by reading its link: still checking, unusable, unreachable, or its data. */
export type TokenCheck<T> = 'checking' | 'invalid' | { failed: string } | { ok: T };

/**
 * Reads what a link is for before the page asks anything (getUsername, recoverVerify): a read that does not
 * consume the token, so it is simply aborted and repeated on retry. `check` resolves to null when the link
 * leads nowhere. `markInvalid` is for the later POST that finds the link used meanwhile.
 */
export function useTokenCheck<T>(
  token: string,
  check: (token: string, signal: AbortSignal) => Promise<T | null>,
): { state: TokenCheck<T>; retry: () => void; markInvalid: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<TokenCheck<T>>('checking');

  useEffect(() => {
    if (!token) {
      setState('invalid');
      return undefined;
    }
    const controller = new AbortController();
    setState('checking');
    check(token, controller.signal).then(
      (data) => setState(data === null ? 'invalid' : { ok: data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(isTokenRefusal(error) ? 'invalid' : { failed: failureMessage(error) });
      },
    );
    return () => controller.abort();
    // `check` is a module-level call of each page; the token and the attempt decide a new request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const markInvalid = useCallback(() => setState('invalid'), []);
  return { state, retry, markInvalid };
}

export interface TokenOutcomeProps {
  state: TokenState;
  retry: () => void;
  verifiedText: ReactNode;
  invalidText: string;
  /** Shown under the invalid message (a link to ask for a new one). */
  invalidExtra?: ReactNode;
}

/** What the visitor reads in each state; the home link is always there, so no state is a dead end. */
export function TokenOutcome({ state, retry, verifiedText, invalidText, invalidExtra }: TokenOutcomeProps) {
  switch (state.status) {
    case 'idle':
      return null;
    case 'verifying':
      return (
        <div className="pub-token-state">
          <Spinner label={TEXTS.verifying} />
          <p role="status">{TEXTS.verifying}</p>
        </div>
      );
    case 'verified':
      return (
        <div className="pub-token-state">
          <p className="pub-notice" role="status">
            {verifiedText}
          </p>
          <Link to="/">{TEXTS.backHome}</Link>
        </div>
      );
    case 'invalid':
      return (
        <div className="pub-token-state">
          <p className="pub-alert" role="alert">
            {invalidText}
          </p>
          {invalidExtra}
          <Link to="/">{TEXTS.backHome}</Link>
        </div>
      );
    case 'failed':
      return (
        <div className="pub-token-state">
          <div className="pub-alert" role="alert">
            <span>{state.message}</span>
            <Button variant="secondary" onClick={retry}>
              {MESSAGES.retry}
            </Button>
          </div>
          <Link to="/">{TEXTS.backHome}</Link>
        </div>
      );
  }
}
