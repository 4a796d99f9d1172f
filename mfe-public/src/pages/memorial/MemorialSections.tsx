// The parts of the memorial page below the header (spec public §2): 'CHI ERA', 'LO RICORDANO COSI'' and
// the purchase cards. The server's first paint is drawn from these components (src/ssr/render.tsx) and
// hydrated in place when this remote takes over.
import {
  DEDICATION_LABELS,
  dedicationLabel,
  formatDate,
  LongText,
  type DeceasedData,
  type Dedication,
  type DedicationType,
} from '@ricordo/shared-design';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useRichText } from '../../common/rich-text/RichText';
import { loadFlowersPage } from '../flowers/load-flowers-page';

/** The five cards of the purchase section, each to the order form with its type and the deceased. */
export const PURCHASE_CARDS: { type: DedicationType; text: string }[] = [
  { type: 'dedica-cero', text: 'Accendi un lume virtuale' },
  { type: 'dedica-fiori', text: 'Lascia dei fiori virtuali' },
  { type: 'dedica-foto', text: 'Dedica una fotografia' },
  { type: 'dedica-video', text: 'Dedica un video' },
  { type: 'fiori-reali', text: 'Fai portare fiori veri' },
];

/**
 * 'CHI ERA': the owner's biography as rich text, its headings under the section's (h1–h3 → h3–h5), collapsed
 * to 4 lines with 'Continua a leggere' when longer (spec panels §9).
 */
export function Biography({ bio }: { bio: string }) {
  const content = useRichText(bio, 2);
  if (!content) return null;
  return (
    <section className="pub-memorial-section" aria-labelledby="pub-bio-title">
      <h2 id="pub-bio-title">CHI ERA</h2>
      <LongText className="pub-bio">{content}</LongText>
    </section>
  );
}

/**
 * One dedication as the server publishes it: the publication rules of spec public §1/§4 (pending without
 * text, refused anonymous, a refused photo or video as virtual flowers) are applied by the dedications module
 * only, so the page shows the type, text, signature and media it receives ('Anonimo' without a signature).
 */
function DedicationItem({ dedication }: { dedication: Dedication }) {
  const pending = dedication.status === 'pending';
  const signature =
    typeof dedication.showAuthor === 'string' && dedication.showAuthor ? dedication.showAuthor : null;
  const media = dedication.media ?? null;
  return (
    <li className="pub-dedic" data-dedic-status={dedication.status} data-dedic-type={dedication.type}>
      <span className="pub-dedic-type">{dedicationLabel(dedication.type)}</span>{' '}
      <span className="pub-dedic-date">{formatDate(dedication.time)}</span>
      {pending ? (
        <p className="pub-dedic-pending">In attesa di accettazione</p>
      ) : (
        dedication.text && <p className="pub-dedic-text">{dedication.text}</p>
      )}
      {media?.type === 'video' ? (
        <video className="pub-dedic-media" src={media.filename} controls preload="none" />
      ) : (
        media && (
          <img
            className="pub-dedic-media"
            src={media.filename}
            alt=""
            width={240}
            height={240}
            loading="lazy"
          />
        )
      )}
      <p className="pub-dedic-sign">{signature ?? 'Anonimo'}</p>
    </li>
  );
}

export function Dedications({ dedic }: { dedic: Dedication[] }) {
  return (
    <section className="pub-memorial-section" aria-labelledby="pub-dedic-title">
      <h2 id="pub-dedic-title">LO RICORDANO COSI&apos;</h2>
      {dedic.length ? (
        <ul className="pub-dedic-list">
          {dedic.map((dedication) => (
            <DedicationItem key={dedication.ID} dedication={dedication} />
          ))}
        </ul>
      ) : (
        <p>Nessuna dedica, per ora.</p>
      )}
    </section>
  );
}

/** The order form's code starts loading as soon as the visitor reaches for a card. */
function preloadForm() {
  void loadFlowersPage().catch(() => undefined);
}

/** …or scrolls the cards into view: not on the first paint, which shows the deceased, not the cards. */
function usePreloadWhenSeen() {
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = section.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      preloadForm();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return section;
}

export function PurchaseCards({ deceased }: { deceased: DeceasedData }) {
  const section = usePreloadWhenSeen();
  return (
    <section ref={section} className="pub-memorial-section" aria-labelledby="pub-buy-title">
      <h2 id="pub-buy-title">LASCIA UN RICORDO</h2>
      <ul className="pub-buy-list">
        {PURCHASE_CARDS.map((card) => (
          <li key={card.type} className="pub-buy-card">
            <Link
              to={`/flowers?${card.type}&${deceased.ID}`}
              data-buy={card.type}
              // The server draws the form at this address: tapped before the platform has taken the
              // page over, the link is followed at once (shell early-taps.ts) instead of waiting for it.
              data-server-page=""
              onPointerDown={preloadForm}
              onTouchStart={preloadForm}
              onMouseEnter={preloadForm}
              onFocus={preloadForm}
            >
              <strong>{DEDICATION_LABELS[card.type]}</strong>
              <span>{card.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
