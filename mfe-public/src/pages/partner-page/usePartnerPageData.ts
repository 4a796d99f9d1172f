// The partner page's data: the one the server embedded with its first paint when it is this page's (then no
// first request), else GET /api/partners/{id}/page; an unknown partner is 'missing' (spec public §2:
// 'Partner non trovato').
import { useEffect, useRef, useState } from 'react';
import { ApiError, api, type Schema } from '@ricordo/shared-design';
import { isRecord, takeEmbeddedData, useForgetEmbeddedData } from '../memorial/ssr-data';

export type PartnerPageData = Schema<'PartnerPageDataDto'>;

export type PartnerPageState = 'loading' | 'ready' | 'missing' | 'failed';

/**
 * The page data the server embedded with its first paint (src/ssr/render.tsx via the backend) when it
 * is this page's: `{ partner }` (null partner: 'Partner non trovato'), else null.
 */
function takeServerPartner(id: number | null): { partner: PartnerPageData | null } | null {
  return takeEmbeddedData((value) =>
    isRecord(value) && value.page === 'partner-page' && value.id === id
      ? { partner: isRecord(value.partner) ? (value.partner as unknown as PartnerPageData) : null }
      : null,
  );
}

export function usePartnerPageData(id: number | null): {
  partner: PartnerPageData | null;
  state: PartnerPageState;
} {
  // The server's first paint came with this page's data: start drawn, skip the first request.
  const [server] = useState(() => takeServerPartner(id));
  useForgetEmbeddedData();
  const fromServer = useRef(server !== null);
  const [partner, setPartner] = useState<PartnerPageData | null>(server?.partner ?? null);
  const [state, setState] = useState<PartnerPageState>(
    server ? (server.partner ? 'ready' : 'missing') : 'loading',
  );

  useEffect(() => {
    if (fromServer.current) {
      fromServer.current = false;
      return undefined;
    }
    if (id === null) {
      setState('missing');
      return undefined;
    }
    let alive = true;
    setState('loading');
    api.call('getPartnerPage', { path: { id } }).then(
      (envelope) => {
        if (!alive) return;
        setPartner(envelope.data);
        setState('ready');
      },
      (error: unknown) => {
        if (!alive) return;
        setState(error instanceof ApiError && error.status === 404 ? 'missing' : 'failed');
      },
    );
    return () => {
      alive = false;
    };
  }, [id]);

  return { partner, state };
}
