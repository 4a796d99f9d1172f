// A panel read by path (api.get), with the states of useApiData: for the lists of issue 11 until their
// operationIds are in the generated schema; then the sections move to useApiData.
import { useEffect, useState } from 'react';
import { api, ApiError, isAbortError, MESSAGES, type QueryValue } from '@ricordo/shared-design';
import type { ApiData } from '../hooks';

export function usePanelRead<T>(path: string, query: Record<string, QueryValue> = {}): ApiData<T> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; data: T | null; error: string | null } | null>(null);
  const request = JSON.stringify({ path, query });
  const key = `${request} #${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    const parsed = JSON.parse(request) as { path: string; query: Record<string, QueryValue> };
    api.get<T>(parsed.path, { query: parsed.query, signal: controller.signal }).then(
      (envelope) => setResult({ key, data: envelope.data ?? null, error: null }),
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
  }, [key, request]);

  return {
    data: result?.key === key ? result.data : null,
    loading: result?.key !== key,
    error: result?.key === key ? result.error : null,
    reload: () => setAttempt((count) => count + 1),
  };
}
