// Whether an account already has the typed e-mail (spec public §7 GET mailExist/{email} → data.result
// 'success' when taken, data.isActive), asked when the e-mail field is left with a plausible address; the
// registration says so at once instead of after 'Procedi'. Throttled or offline: nothing is said, the
// server decides at submit.
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, rules } from '@ricordo/shared-design';
import { TEXTS } from '../texts';

export function useMailExist() {
  const [taken, setTaken] = useState<string | null>(null);
  const pending = useRef<AbortController | null>(null);

  const reset = useCallback(() => {
    pending.current?.abort();
    pending.current = null;
    setTaken(null);
  }, []);

  const check = useCallback(
    (typed: string) => {
      reset();
      const email = typed.trim();
      if (!email || rules.email(email) !== null) return;
      const controller = new AbortController();
      pending.current = controller;
      api.call('mailExist', { path: { email }, signal: controller.signal }).then(
        ({ data }) => {
          if (!controller.signal.aborted && data.result === 'success') setTaken(TEXTS.emailTaken);
        },
        () => undefined,
      );
    },
    [reset],
  );

  useEffect(() => () => pending.current?.abort(), []);
  return { taken, check, reset };
}
