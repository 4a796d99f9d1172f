// What the server says about the typed plaque code (GET /api/qrcodes/check), 500 ms after it stops
// changing: the form tells early that a code is unknown, already active, waiting for its confirmation or
// expired. Throttled or offline: nothing is said, the server decides at 'Procedi'.
import { useEffect, useState } from 'react';
import { ApiError, isAbortError } from '@ricordo/shared-design';
import { checkCode, type CodeCheck } from './activation-api';
import { normalizeCode } from './activation-rules';

export const CHECK_DELAY_MS = 500;
const CHECKABLE = /^[A-Z0-9]{6,32}$/;

export type CodeState = { status: 'idle' } | { status: 'unknown' } | CodeCheck;

export function useCodeCheck(typed: string): CodeState {
  const code = normalizeCode(typed);
  const [state, setState] = useState<CodeState>({ status: 'idle' });

  useEffect(() => {
    setState({ status: 'idle' });
    if (!CHECKABLE.test(code)) return undefined;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      checkCode(code, controller.signal).then(setState, (error: unknown) => {
        if (isAbortError(error)) return;
        if (error instanceof ApiError && error.status === 404) setState({ status: 'unknown' });
      });
    }, CHECK_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [code]);

  return state;
}
