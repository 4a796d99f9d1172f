// The page the editor works on: the partner's own (ownPartnerPage) or, for an admin, the one named.
import { useCallback, useEffect, useState } from 'react';
import { api, type CallData } from '@ricordo/shared-design';
import { editFailure } from './partner-edit-call';

export type EditedPartnerPage = CallData<'getPartnerPage'>;

export interface PartnerPageState {
  page: EditedPartnerPage | null;
  loadError: string | null;
  /** Reads the page again after an edit, so the editor shows what the public page now shows. */
  reload: () => Promise<void>;
}

export function usePartnerPage(partnerId: number | undefined): PartnerPageState {
  const [page, setPage] = useState<EditedPartnerPage | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const fetchPage = useCallback(
    async (signal?: AbortSignal) => {
      const answer =
        partnerId === undefined
          ? await api.call('ownPartnerPage', { signal })
          : await api.call('getPartnerPage', { path: { id: String(partnerId) }, signal });
      return answer.data;
    },
    [partnerId],
  );

  useEffect(() => {
    const controller = new AbortController();
    fetchPage(controller.signal).then(setPage, (failure: unknown) => {
      if (!controller.signal.aborted) setLoadError(editFailure(failure));
    });
    return () => controller.abort();
  }, [fetchPage]);

  const reload = useCallback(async () => {
    try {
      setPage(await fetchPage());
    } catch (failure) {
      setLoadError(editFailure(failure));
    }
  }, [fetchPage]);

  return { page, loadError, reload };
}
