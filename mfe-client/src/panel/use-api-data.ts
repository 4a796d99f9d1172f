// Loads one GET of the API for a section, with its loading and error states and a retry.
import { useEffect, useState } from 'react';
import { api, ApiError, isAbortError, MESSAGES } from '@ricordo/shared-design';

export interface ApiData<T> {
  data: T | null;
  loading: boolean;
  /** The server's Italian message (ApiError.message) of a failed load. */
  error: string | null;
  reload: () => void;
}

/**
 * GET `path` (relative to /api) and keep `pick(envelope.data)`. `pick` must be a stable function (declare
 * it at module level). A null path loads nothing. Leaving the section aborts the call.
 */
export function useApiData<T>(path: string | null, pick: (data: unknown) => T): ApiData<T> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; data: T | null; error: string | null } | null>(null);
  const key = `${path ?? ''}#${attempt}`;

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    api.get<unknown>(path, { signal: controller.signal }).then(
      (envelope) => setResult({ key, data: pick(envelope.data), error: null }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        setResult({
          key,
          data: null,
          error: error instanceof ApiError ? error.message : MESSAGES.unexpected,
        });
      },
    );
    return () => controller.abort();
  }, [key, path, pick]);

  return {
    data: result?.data ?? null,
    loading: path !== null && result?.key !== key,
    error: result?.key === key ? result.error : null,
    reload: () => setAttempt((count) => count + 1),
  };
}
