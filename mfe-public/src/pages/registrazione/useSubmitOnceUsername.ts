// 'Procedi' pressed while the username is still being generated from name and surname: the form waits
// (its button busy) and submits itself once the suggestion is there.
import { useEffect, useRef, useState } from 'react';
import type { UsernameStatus } from './useGeneratedUsername';

export function useSubmitOnceUsername(usernameStatus: UsernameStatus) {
  const form = useRef<HTMLFormElement>(null);
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (waiting && usernameStatus !== 'suggesting') {
      setWaiting(false);
      form.current?.requestSubmit();
    }
  }, [waiting, usernameStatus]);
  return { form, waiting, wait: () => setWaiting(true) };
}
