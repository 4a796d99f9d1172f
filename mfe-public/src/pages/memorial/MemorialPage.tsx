// The memorial page (spec public §2): name, dates, photo, cemetery and aphorism of one deceased.
// Kept light on purpose: it is what a phone at a cemetery opens after scanning a plaque.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  ApiError,
  Button,
  MESSAGES,
  Spinner,
  api,
  formatDate,
  isAbortError,
  useSession,
  type DeceasedData,
} from '@ricordo/shared-design';
import { requestedDeceased } from './deceased-id';
import { LAMP_LABELS, LAMP_MANAGE_LABEL, lampIcon, lampPanelPath, readLamp } from './lamp';
import { Gallery } from './Gallery';
import { Biography, Dedications, PurchaseCards } from './MemorialSections';
import { NoticeSection } from './notice/NoticeSection';
import { takeServerData, useForgetEmbeddedData } from './ssr-data';
import './memorial.css';

/** spec public §8: "alert ... then home"; the same pause as the payment-cancel redirect (§9). */
export const NOT_FOUND_REDIRECT_MS = 3000;

type PageState =
  | { status: 'loading' }
  | { status: 'ready'; deceased: DeceasedData }
  | { status: 'not-found'; typed: string }
  | { status: 'failed'; message: string };

export function MemorialPage() {
  const { search } = useLocation();
  // The server's first paint came with this page's data: start ready, skip the first request.
  const fromServer = useRef<number | null>(null);
  const [state, setState] = useState<PageState>(() => {
    const { id } = requestedDeceased(search);
    const embedded = id === null ? null : takeServerData(id);
    if (!embedded) return { status: 'loading' };
    fromServer.current = embedded.ID;
    return { status: 'ready', deceased: embedded };
  });
  const [attempt, setAttempt] = useState(0);
  useForgetEmbeddedData();

  useEffect(() => {
    const { id, typed } = requestedDeceased(search);
    if (id !== null && fromServer.current === id) {
      fromServer.current = null;
      return undefined;
    }
    fromServer.current = null;
    if (id === null) {
      setState({ status: 'not-found', typed });
      return undefined;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.get<DeceasedData>(`/deceased/deceasedData/${id}`, { signal: controller.signal }).then(
      (envelope) => setState({ status: 'ready', deceased: envelope.data }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          setState({ status: 'not-found', typed });
        } else {
          setState({
            status: 'failed',
            message: error instanceof ApiError ? error.message : MESSAGES.unexpected,
          });
        }
      },
    );
    return () => controller.abort();
  }, [search, attempt]);

  if (state.status === 'loading') {
    return (
      <div className="pub-center">
        <Spinner />
      </div>
    );
  }
  if (state.status === 'not-found') return <NotFound typed={state.typed} />;
  if (state.status === 'failed') {
    return (
      <div className="pub-alert" role="alert">
        <strong>{MESSAGES.error}</strong>
        <p>{state.message}</p>
        <Button onClick={() => setAttempt((n) => n + 1)}>{MESSAGES.retry}</Button>
      </div>
    );
  }
  return <Memorial deceased={state.deceased} />;
}

function NotFound({ typed }: { typed: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate('/', { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="pub-alert" role="alert">
      <p>{MESSAGES.deceasedNotFound(typed)}</p>
      <Button variant="secondary" onClick={() => void navigate('/', { replace: true })}>
        {MESSAGES.close}
      </Button>
    </div>
  );
}

function Memorial({ deceased }: { deceased: DeceasedData }) {
  const fullName = `${deceased.name} ${deceased.surname}`.trim();
  const photo = deceased.photo[0];
  const born = formatDate(deceased.dateOfBirth);
  const died = formatDate(deceased.dateOfDeath);
  // The province only when it says more than the town ('Milano (Milano)' says nothing).
  const province =
    deceased.graveProvince && deceased.graveProvince !== deceased.graveLocation
      ? `(${deceased.graveProvince})`
      : null;
  const place = [deceased.graveLocation, province].filter(Boolean).join(' ');
  const expiry = deceased.memorial?.expirationDate ?? null;
  const expired = expiry !== null && expiry * 1000 <= Date.now();
  const lamp = readLamp(deceased.lamp);
  const icon = lamp ? lampIcon(lamp) : null;
  // spec public §4: only the lamp's manager opens its popup, which lives in their panel.
  const userId = useSession((state) => state.user?.user_id ?? null);
  const managesLamp = lamp?.idGestore !== undefined && lamp.idGestore === userId;
  // A notice only (no tombstone page): its manifesto is the content; empty tombstone parts are left out.
  const noticeOnly = deceased.notice?.noticeOnly === true;

  useEffect(() => {
    const previous = document.title;
    document.title = `${fullName} - Ricordo`;
    return () => {
      document.title = previous;
    };
  }, [fullName]);

  return (
    <>
      <article
        className={`pub-memorial${noticeOnly && !photo ? ' pub-memorial-notice' : ''}`}
        aria-labelledby="pub-memorial-name"
      >
        {photo ? (
          <img
            className="pub-memorial-photo"
            src={photo}
            alt={fullName}
            width={320}
            height={400}
            // The LCP element: drawn as soon as it is decoded (no decoding="async", which may leave it for
            // a later frame, after the scripts have run).
            fetchPriority="high"
          />
        ) : (
          !noticeOnly && <div className="pub-memorial-photo" aria-hidden="true" />
        )}
        <div>
          <h1 id="pub-memorial-name">{fullName}</h1>
          {(born || died) && (
            <p className="pub-dates">
              {born && <time dateTime={deceased.dateOfBirth ?? undefined}>{born}</time>}
              {born && died && ' – '}
              {died && <time dateTime={deceased.dateOfDeath ?? undefined}>{died}</time>}
            </p>
          )}
          {(deceased.graveyardName || place) && (
            <p>
              {deceased.graveyardName && <strong>{deceased.graveyardName}</strong>}
              {deceased.graveyardName && place && ', '}
              {place}
            </p>
          )}
          {deceased.aphorism && <blockquote className="pub-aphorism">{deceased.aphorism}</blockquote>}
          {expired && (
            <p className="pub-memorial-expired" data-memorial-expired>
              Memorial scaduto il {formatDate(expiry)}
            </p>
          )}
          {deceased.partner && (
            <p className="pub-memorial-partner">
              <Link to={`/partner-page?${deceased.partner.ID}`}>{deceased.partner.name}</Link>
            </p>
          )}
          {icon && (
            <p className="pub-lamp" data-lamp={icon}>
              {managesLamp ? (
                <Link
                  className="pub-lamp-manage"
                  to={lampPanelPath(deceased.ID)}
                  aria-label={`${LAMP_LABELS[icon]}: ${LAMP_MANAGE_LABEL}`}
                >
                  <span className={`pub-lamp-icon pub-lamp-${icon}`} aria-hidden="true" />
                </Link>
              ) : (
                <span
                  className={`pub-lamp-icon pub-lamp-${icon}`}
                  role="img"
                  aria-label={LAMP_LABELS[icon]}
                />
              )}
            </p>
          )}
        </div>
      </article>
      <NoticeSection deceased={deceased} />
      <Gallery media={deceased.memorialMedia} fullName={fullName} />
      {deceased.memorial && <Biography bio={deceased.memorial.bio} />}
      {(!noticeOnly || deceased.dedic.length > 0) && <Dedications dedic={deceased.dedic} />}
      <PurchaseCards deceased={deceased} />
    </>
  );
}
