// Loads one read of the API for a panel section, by operationId, with its loading and error states and a retry.
import { useEffect, useState } from 'react';
import {
  api,
  ApiError,
  isAbortError,
  MESSAGES,
  type CallArgs,
  type CallData,
  type OperationId,
} from '@ricordo/shared-design';

export interface ApiData<T> {
  /** `data` of the answer (typed from the operation's 200 schema); null until it arrived. */
  data: T | null;
  loading: boolean;
  /** The server's Italian message (ApiError.message) of a failed load. */
  error: string | null;
  reload: () => void;
}

/** The parts of a read that identify it (a new value loads again). */
type ReadArgs<K extends OperationId> = Pick<CallArgs<K>, 'path' | 'query'>;

/**
 * `api.call(operationId, args)` when the section shows, and again when `args` change (compared by value) or
 * on `reload()`. Null args load nothing (e.g. no user yet). Leaving the section aborts the call.
 */
export function useApiData<K extends OperationId>(
  operationId: K,
  args: ReadArgs<K> | null,
): ApiData<CallData<K>> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{
    key: string;
    data: CallData<K> | null;
    error: string | null;
  } | null>(null);
  const request = args === null ? null : JSON.stringify({ path: args.path, query: args.query });
  const key = `${operationId} ${request ?? ''} #${attempt}`;

  useEffect(() => {
    if (request === null) return;
    const controller = new AbortController();
    const parsed = JSON.parse(request) as ReadArgs<K>;
    const call = api.call as (
      id: OperationId,
      args: ReadArgs<K> & { signal: AbortSignal },
    ) => Promise<{ data: CallData<K> }>;
    call(operationId, { ...parsed, signal: controller.signal }).then(
      (envelope) => setResult({ key, data: envelope.data, error: null }),
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
  }, [key, operationId, request]);

  return {
    data: result?.key === key ? result.data : null,
    loading: request !== null && result?.key !== key,
    error: result?.key === key ? result.error : null,
    reload: () => setAttempt((count) => count + 1),
  };
}
