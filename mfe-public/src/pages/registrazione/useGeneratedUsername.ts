// spec public §5: the username is generated from name plus surname 500 ms after they stop changing
// (GET suggestUsername, which also makes it free with a numeric suffix), and its availability is checked
// 600 ms after it changes (the kit's useUsernameAvailability).
import { useEffect, useState } from 'react';
import {
  api,
  deriveUsername,
  isAbortError,
  USERNAME_MIN,
  useUsernameAvailability,
} from '@ricordo/shared-design';

export const SUGGEST_DELAY_MS = 500;

export type UsernameStatus = 'empty' | 'suggesting' | 'short' | 'checking' | 'free' | 'taken' | 'unchecked';

/** `surname` null: a company, whose username comes from its name alone (spec public §5 "Partner"). */
export function useGeneratedUsername(name: string, surname: string | null) {
  const [username, setUsername] = useState('');
  const [suggesting, setSuggesting] = useState(false);
  const availability = useUsernameAvailability(username);

  useEffect(() => {
    const local = deriveUsername(name.trim(), surname?.trim() ?? '');
    if (!name.trim() || (surname !== null && !surname.trim()) || !local) {
      setUsername('');
      setSuggesting(false);
      return undefined;
    }
    setSuggesting(true);
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      api
        .call('suggestUsername', {
          query: { name: name.trim(), surname: surname?.trim() ?? '' },
          signal: controller.signal,
        })
        .then(
          ({ data }) => setUsername(data?.username || local),
          (error: unknown) => {
            // Without the server's suggestion the local one is used; its availability is still checked.
            if (!isAbortError(error)) setUsername(local);
          },
        )
        .finally(() => {
          if (!controller.signal.aborted) setSuggesting(false);
        });
    }, SUGGEST_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [name, surname]);

  let status: UsernameStatus;
  if (suggesting) status = 'suggesting';
  else if (!username) status = 'empty';
  else if (username.length < USERNAME_MIN) status = 'short';
  else status = availability;

  return { username, status };
}
