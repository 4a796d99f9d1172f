// The self-hosted proof-of-work captcha of the contact and partner forms (DESIGN "Security"): a challenge is
// solved in the background from the moment the form opens, and its progress shown; each solution is good
// for one submission.
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchAndSolve } from '../../pages/contact/proof-of-work';

export type CaptchaState =
  { status: 'solving'; progress: number } | { status: 'ready' } | { status: 'failed' };

/** Solves challenges one after the other: each solution is good for one message. */
export function useCaptcha() {
  const [state, setState] = useState<CaptchaState>({ status: 'solving', progress: 0 });
  const solution = useRef<Promise<string> | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'solving', progress: 0 });
    const promise = fetchAndSolve({
      signal: current.signal,
      progress: (share) => {
        if (!current.signal.aborted) setState({ status: 'solving', progress: share });
      },
    });
    solution.current = promise;
    promise.then(
      () => !current.signal.aborted && setState({ status: 'ready' }),
      () => !current.signal.aborted && setState({ status: 'failed' }),
    );
  }, []);

  useEffect(() => {
    start();
    return () => controller.current?.abort();
  }, [start]);

  /** The solution for the next message (waits if it is still being found); a new search starts at once. */
  const take = useCallback(async (): Promise<string> => {
    const promise = solution.current;
    try {
      if (!promise) throw new Error('no captcha');
      return await promise;
    } finally {
      start();
    }
  }, [start]);

  return { state, take };
}

export function CaptchaStatus({ state }: { state: CaptchaState }) {
  const text =
    state.status === 'ready'
      ? 'Verifica anti-spam completata'
      : state.status === 'failed'
        ? 'Verifica anti-spam non riuscita: riprova più tardi'
        : `Verifica anti-spam in corso… ${Math.min(99, Math.round(state.progress * 100))}%`;
  return (
    <p className={`pub-captcha pub-captcha--${state.status}`} role="status" data-testid="captcha-status">
      {text}
    </p>
  );
}
