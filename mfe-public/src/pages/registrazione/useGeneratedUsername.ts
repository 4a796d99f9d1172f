// spec public §5: the username is generated from name plus surname 500 ms after they stop changing
// (GET suggestUsername, which also makes it free with a numeric suffix), and its availability is checked
// 600 ms after it changes (GET userExist: 'success' means taken).
import { useEffect, useState } from 'react';
import { api, deriveUsername, isAbortError, USERNAME_MIN } from '@ricordo/shared-design';

export const SUGGEST_DELAY_MS = 500;
export const AVAILABILITY_DELAY_MS = 600;

export type UsernameStatus = 'empty' | 'suggesting' | 'short' | 'checking' | 'free' | 'taken' | 'unchecked';

/** `surname` null: a company, whose username comes from its name alone (spec public §5 "Partner"). */
export function useGeneratedUsername(name: string, surname: string | null) {
  const [username, setUsername] = useState('');
  const [suggesting, setSuggesting] = useState(false);
  const [availability, setAvailability] = useState<'checking' | 'free' | 'taken' | 'unchecked'>('unchecked');

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
        .get<{ username?: string }>('/account/suggestUsername', {
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

  useEffect(() => {
    if (username.length < USERNAME_MIN) {
      setAvailability('unchecked');
      return undefined;
    }
    setAvailability('checking');
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      api
        .get<{ result?: string }>(`/account/userExist/${encodeURIComponent(username)}`, {
          signal: controller.signal,
        })
        .then(
          ({ data }) => setAvailability(data?.result === 'success' ? 'taken' : 'free'),
          (error: unknown) => {
            // Throttled or offline: the server checks again at registration.
            if (!isAbortError(error)) setAvailability('unchecked');
          },
        );
    }, AVAILABILITY_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [username]);

  let status: UsernameStatus;
  if (suggesting) status = 'suggesting';
  else if (!username) status = 'empty';
  else if (username.length < USERNAME_MIN) status = 'short';
  else status = availability;

  return { username, status };
}
