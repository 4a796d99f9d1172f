// The memorial page (spec public §2): name, dates, photo, cemetery and aphorism of one deceased.
// Kept light on purpose: it is what a phone at a cemetery opens after scanning a plaque.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  ApiError,
  Button,
  MESSAGES,
  Spinner,
  formatDate,
  lampIcon,
  useSession,
  type DeceasedData,
} from '@ricordo/shared-design';
import { useDeceasedData } from '../../common/deceased/useDeceasedData';
import { requestedDeceased } from './deceased-id';
import { LAMP_LABELS, LAMP_MANAGE_LABEL, lampPanelPath, readLamp } from './lamp';
import { Gallery } from './Gallery';
import { GraveDirections } from './grave-directions';
import { Biography, Dedications, PurchaseCards } from './MemorialSections';
import { NoticeSection } from './notice/NoticeSection';
import { takeServerData, useForgetEmbeddedData } from './ssr-data';
import './memorial.css';

// 'Prossima ricorrenza': its own chunk, below the fold (DESIGN "Performance").
const CalendarSection = lazy(() => import('./calendar/CalendarSection'));

/** spec public §8: "alert ... then home"; the same pause as the payment-cancel redirect (§9). */
export const NOT_FOUND_REDIRECT_MS = 3000;

export function MemorialPage() {
  const { search } = useLocation();
  const { id, typed } = requestedDeceased(search);
  // The server's first paint came with this page's data: start ready, skip the first request.
  const [embedded] = useState(() => (id === null ? null : takeServerData(id)));
  const state = useDeceasedData(id, embedded);
  useForgetEmbeddedData();

  if (state.status === 'loading') {
    return (
      <div className="pub-center">
        <Spinner />
      </div>
    );
  }
  if (state.status === 'none' || (state.status === 'failed' && isMissing(state.error))) {
    return <NotFound typed={typed} />;
  }
  if (state.status === 'failed' && isReserved(state.error)) {
    return <Reserved message={state.error instanceof ApiError ? state.error.message : ''} />;
  }
  if (state.status === 'failed') {
    return (
      <div className="pub-alert" role="alert">
        <strong>{MESSAGES.error}</strong>
        <p>{state.error instanceof ApiError ? state.error.message : MESSAGES.unexpected}</p>
        <Button onClick={state.retry}>{MESSAGES.retry}</Button>
      </div>
    );
  }
  return <Memorial deceased={state.deceased} />;
}

/** A page that is not public, refused to this visitor (docs/contracts.md "Page privacy"). */
const isReserved = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.errorCode === 'PAGE_NOT_PUBLIC';

export const RESERVED_TEXTS = {
  title: 'Pagina riservata',
  signIn: 'Accedi',
} as const;

/** The server's Italian explanation (QR of the plaque, the family's link, an invitation) and a way to sign in. */
function Reserved({ message }: { message: string }) {
  return (
    <div className="pub-alert" role="alert">
      <h1>{RESERVED_TEXTS.title}</h1>
      <p>{message}</p>
      <Link className="rc-button rc-button--primary" to="/login">
        {RESERVED_TEXTS.signIn}
      </Link>
    </div>
  );
}

/** An id the server does not know (404) or refuses as no id (400): 'not found', then home. */
const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

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
  const icon = lamp ? lampIcon(lamp.effectiveState, lamp.setState) : null;
  // spec public §4: only the lamp's manager opens its popup, which lives in their panel.
  const userId = useSession((state) => state.user?.user_id ?? null);
  const managesLamp = lamp?.idGestore !== undefined && lamp.idGestore === userId;
  // A notice only (no tombstone page): its manifesto is the content; empty tombstone parts are left out.
  const noticeOnly = deceased.notice?.noticeOnly === true;
  // The calendar mounts after hydration: the server's markup never holds it, so both first renders agree.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

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
          {deceased.gravePoint && (
            <GraveDirections point={deceased.gravePoint} label={deceased.graveyardName} />
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
      {mounted && (
        <Suspense fallback={null}>
          <CalendarSection deceasedId={deceased.ID} />
        </Suspense>
      )}
      {(!noticeOnly || deceased.dedic.length > 0) && <Dedications dedic={deceased.dedic} />}
      <PurchaseCards deceased={deceased} />
    </>
  );
}
