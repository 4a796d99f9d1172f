// One deceased's page data (GET deceasedData, docs/contracts.md "Deceased") for every page that shows it:
// the memorial, the condolence book, the dedication list, the dedication form's title and the memorial
// service form. A page the server drew (src/ssr/render.tsx) hands the data it embedded as `initial`: the
// hook then starts ready and does not ask again for that id, so the take-over of the server's first paint
// makes no request and draws the very same markup (hydration). Another id, or `retry`, asks the API.
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, isAbortError, type DeceasedData } from '@ricordo/shared-design';

export type DeceasedDataState =
  /** No id to ask for (the page's query names none). */
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; deceased: DeceasedData }
  /** The call's rejection: an ApiError with the server's message, or a network error. */
  | { status: 'failed'; error: unknown };

export type DeceasedDataResult = DeceasedDataState & { retry: () => void };

/** The answer of `deceasedData` for `id`; `initial` (the server's embedded data) is used when its ID matches. */
export function useDeceasedData(id: number | null, initial: DeceasedData | null = null): DeceasedDataResult {
  const served = initial !== null && id !== null && initial.ID === id;
  // The id whose data came with the server's first paint: its first request is skipped.
  const fromServer = useRef<number | null>(served ? id : null);
  const [state, setState] = useState<DeceasedDataState>(() =>
    served
      ? { status: 'ready', deceased: initial }
      : id === null
        ? { status: 'none' }
        : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (id !== null && fromServer.current === id) {
      fromServer.current = null;
      return undefined;
    }
    fromServer.current = null;
    if (id === null) {
      setState({ status: 'none' });
      return undefined;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.call('deceasedData', { path: { id }, signal: controller.signal }).then(
      ({ data }) => setState({ status: 'ready', deceased: data }),
      (error: unknown) => {
        if (!isAbortError(error)) setState({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}
