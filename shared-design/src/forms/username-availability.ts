// spec public §5, panels §5: a username's availability is checked 600 ms after it stops changing (GET
// userExist: 'success' means taken). The registration-like public forms and the panels' account form.
import { useEffect, useState } from 'react';
import { api, isAbortError } from '../api/client';
import { USERNAME_MIN } from './limits';

export const AVAILABILITY_DELAY_MS = 600;

/** 'unchecked': not asked (too short, skipped) or no answer (throttled, offline: the server checks again). */
export type UsernameAvailability = 'checking' | 'free' | 'taken' | 'unchecked';

/** The availability of `username`; not asked when shorter than USERNAME_MIN or when `skip` is set. */
export function useUsernameAvailability(username: string, skip = false): UsernameAvailability {
  const [availability, setAvailability] = useState<UsernameAvailability>('unchecked');
  const asked = skip || username.length < USERNAME_MIN ? '' : username;

  useEffect(() => {
    if (!asked) {
      setAvailability('unchecked');
      return undefined;
    }
    setAvailability('checking');
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      api
        .get<{ result?: string }>(`/account/userExist/${encodeURIComponent(asked)}`, {
          signal: controller.signal,
        })
        .then(
          ({ data }) => setAvailability(data?.result === 'success' ? 'taken' : 'free'),
          (error: unknown) => {
            if (!isAbortError(error)) setAvailability('unchecked');
          },
        );
    }, AVAILABILITY_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [asked]);

  return availability;
}
