// `/partner-page?{partnerId}` (spec public §2; panels §3 "Partner page"): logo, description, media,
// contacts, address, social links and the partner's latest obituaries. Unknown: 'Partner non trovato'.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ApiError, MESSAGES, Spinner, api, formatDate, parseDeceasedId } from '@ricordo/shared-design';
import { isRecord, takeEmbeddedData, useForgetEmbeddedData } from '../memorial/ssr-data';
import { useRichText } from '../../common/rich-text/RichText';
import './partner-page.css';

/** Rich text saved by partnerEdit starts with a block tag; older descriptions are plain text. */
const RICH_DESCRIPTION = /^<(?:p|h[1-3]|ul|ol|blockquote)[\s>]/i;

/** The description as biographies show it (headings two levels down, as the server's first paint). */
function RichDescription({ html }: { html: string }) {
  const elements = useRichText(html, 2);
  return elements ? <div className="pub-partner-description">{elements}</div> : null;
}

interface ObituaryCard {
  ID: number;
  name: string;
  surname: string;
  dateOfBirth: string | null;
  dateOfDeath: string | null;
  photo: string | null;
  graveyardName: string | null;
  graveLocation: string | null;
  type: 'lapide' | 'necrologio';
}

export interface PartnerPageData {
  ID: number;
  name: string;
  type: string;
  description: string | null;
  headerText: string | null;
  logo: string | null;
  website: string | null;
  email: string | null;
  telephone: string | null;
  mobile: string | null;
  address: string | null;
  social: Array<{ network: string; url: string }>;
  media: string[];
  video?: string | null;
  obituaries: ObituaryCard[];
}

const TEXTS = {
  notFoundTitle: 'Partner non trovato',
  notFoundText: "La pagina da lei richiesta non e' stata trovata",
  contacts: 'Contatti',
  address: 'Indirizzo',
  telephone: 'Telefono',
  mobile: 'Cellulare',
  email: 'Email',
  website: 'Sito web',
  gallery: 'Galleria',
  video: 'Video',
  obituaries: 'Necrologi recenti',
  memorial: 'Pagina del defunto',
  book: 'Libro delle condoglianze',
};

/** '+39-0212345678' → '+39 0212345678' for reading; tel: keeps the digits. */
const showPhone = (value: string) => value.replace('-', ' ');
const telHref = (value: string) => `tel:${value.replace(/[^+\d]/g, '')}`;

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

function NotFound() {
  return (
    <section className="pub-partner pub-partner--missing" aria-labelledby="pub-partner-title">
      <h1 id="pub-partner-title">{TEXTS.notFoundTitle}</h1>
      <p>{TEXTS.notFoundText}</p>
      <Link to="/">Torna alla home</Link>
    </section>
  );
}

export function PartnerPage() {
  const { search } = useLocation();
  const id = parseDeceasedId(decodeURIComponent(search.replace(/^\?/, '')));
  // The server's first paint came with this page's data: start drawn, skip the first request.
  const [server] = useState(() => takeServerPartner(id));
  useForgetEmbeddedData();
  const fromServer = useRef(server !== null);
  const [partner, setPartner] = useState<PartnerPageData | null>(server?.partner ?? null);
  const [state, setState] = useState<'loading' | 'ready' | 'missing' | 'failed'>(
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
    api.get<PartnerPageData>(`/partners/getPartnerPage/${id}`).then(
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

  if (state === 'missing') return <NotFound />;
  if (state === 'failed')
    return (
      <p className="pub-alert" role="alert">
        {MESSAGES.unexpected}
      </p>
    );
  if (state === 'loading' || !partner)
    return (
      <div className="pub-center">
        <Spinner />
      </div>
    );

  const richDescription = RICH_DESCRIPTION.test((partner.description ?? '').trim());
  const paragraphs = (partner.description ?? '').split(/\n\s*\n/).filter((part) => part.trim());
  return (
    <article className="pub-partner" aria-labelledby="pub-partner-title">
      <header className="pub-partner-header">
        {partner.logo && (
          <img
            className="pub-partner-logo"
            src={partner.logo}
            alt={`Logo di ${partner.name}`}
            width={96}
            height={96}
          />
        )}
        <div>
          <h1 id="pub-partner-title">{partner.name}</h1>
          {partner.headerText && <p className="pub-partner-tagline">{partner.headerText}</p>}
        </div>
      </header>
      {richDescription ? (
        <RichDescription html={partner.description ?? ''} />
      ) : (
        paragraphs.length > 0 && (
          <div className="pub-partner-description">
            {paragraphs.map((part, index) => (
              <p key={index}>{part}</p>
            ))}
          </div>
        )
      )}
      <section className="pub-partner-contacts" aria-labelledby="pub-partner-contacts">
        <h2 id="pub-partner-contacts">{TEXTS.contacts}</h2>
        <dl>
          {partner.address && (
            <>
              <dt>{TEXTS.address}</dt>
              <dd>{partner.address}</dd>
            </>
          )}
          {partner.telephone && (
            <>
              <dt>{TEXTS.telephone}</dt>
              <dd>
                <a href={telHref(partner.telephone)}>{showPhone(partner.telephone)}</a>
              </dd>
            </>
          )}
          {partner.mobile && (
            <>
              <dt>{TEXTS.mobile}</dt>
              <dd>
                <a href={telHref(partner.mobile)}>{showPhone(partner.mobile)}</a>
              </dd>
            </>
          )}
          {partner.email && (
            <>
              <dt>{TEXTS.email}</dt>
              <dd>
                <a href={`mailto:${partner.email}`}>{partner.email}</a>
              </dd>
            </>
          )}
          {partner.website && (
            <>
              <dt>{TEXTS.website}</dt>
              <dd>
                <a href={partner.website} target="_blank" rel="noopener noreferrer">
                  {partner.website}
                </a>
              </dd>
            </>
          )}
        </dl>
        {partner.social.length > 0 && (
          <ul className="pub-partner-social">
            {partner.social.map((link) => (
              <li key={link.network}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.network.charAt(0).toUpperCase() + link.network.slice(1)}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      {partner.media.length > 0 && (
        <section aria-labelledby="pub-partner-gallery">
          <h2 id="pub-partner-gallery">{TEXTS.gallery}</h2>
          <div className="pub-partner-gallery">
            {partner.media.map((url, index) => (
              <img key={url} src={url} alt={`${partner.name}, immagine ${index + 1}`} loading="lazy" />
            ))}
          </div>
        </section>
      )}
      {partner.video && (
        <section aria-labelledby="pub-partner-video">
          <h2 id="pub-partner-video">{TEXTS.video}</h2>
          <video className="pub-partner-video" src={partner.video} controls preload="metadata" />
        </section>
      )}
      {partner.obituaries.length > 0 && (
        <section aria-labelledby="pub-partner-obituaries">
          <h2 id="pub-partner-obituaries">{TEXTS.obituaries}</h2>
          <ul className="pub-partner-cards">
            {partner.obituaries.map((card) => (
              <li key={card.ID} className="pub-partner-card">
                {card.photo && <img src={card.photo} alt="" loading="lazy" />}
                <h3>
                  {card.name} {card.surname}
                </h3>
                <p>
                  {[formatDate(card.dateOfBirth), formatDate(card.dateOfDeath)].filter(Boolean).join(' – ')}
                </p>
                {(card.graveyardName || card.graveLocation) && (
                  <p>{[card.graveyardName, card.graveLocation].filter(Boolean).join(', ')}</p>
                )}
                <p className="pub-partner-card-links">
                  <Link to={`/memorial?000${card.ID}`}>{TEXTS.memorial}</Link>
                  <Link to={`/memorial-book?000${card.ID}`}>{TEXTS.book}</Link>
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
