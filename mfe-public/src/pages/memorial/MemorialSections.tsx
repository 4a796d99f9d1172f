// The parts of the memorial page below the header (spec public §2): 'CHI ERA', 'LO RICORDANO COSI'' and
// the purchase cards. backend/src/modules/web/memorial-ssr.ts renders the same markup for the first paint:
// change both together (class names and order), or the page jumps when this remote takes over.
import { formatDate, type DeceasedData, type Dedication, type DedicationType } from '@ricordo/shared-design';
import { Link } from 'react-router-dom';
import { useRichText } from '../../common/rich-text/RichText';

export const DEDICATION_LABELS: Record<DedicationType, string> = {
  'dedica-cero': 'Cero',
  'dedica-fiori': 'Fiori',
  'dedica-foto': 'Foto',
  'dedica-video': 'Video',
  'fiori-reali': 'Fiori reali',
};

/** The five cards of the purchase section, each to the order form with its type and the deceased. */
export const PURCHASE_CARDS: { type: DedicationType; title: string; text: string }[] = [
  { type: 'dedica-cero', title: 'Cero/Lume', text: 'Accendi un lume virtuale' },
  { type: 'dedica-fiori', title: 'Fiori', text: 'Lascia dei fiori virtuali' },
  { type: 'dedica-foto', title: 'Foto', text: 'Dedica una fotografia' },
  { type: 'dedica-video', title: 'Video', text: 'Dedica un video' },
  { type: 'fiori-reali', title: 'Fiori reali', text: 'Fai portare fiori veri' },
];

/** 'CHI ERA': the owner's biography as rich text, its headings under the section's (h1–h3 → h3–h5). */
export function Biography({ bio }: { bio: string }) {
  const content = useRichText(bio, 2);
  if (!content) return null;
  return (
    <section className="pub-memorial-section" aria-labelledby="pub-bio-title">
      <h2 id="pub-bio-title">CHI ERA</h2>
      <div className="pub-bio">{content}</div>
    </section>
  );
}

/**
 * One dedication as spec public §1/§4 say (the server already strips what must not be shown; the page
 * applies the same rules again so an older server answer cannot leak a refused text or media):
 * pending → 'In attesa di accettazione' with empty text; accepted → text and signature; refused → anonymous,
 * a refused photo or video shown as virtual flowers.
 */
function DedicationItem({ dedication }: { dedication: Dedication }) {
  const refused = dedication.status === 'refused';
  const pending = dedication.status === 'pending';
  const type =
    refused && (dedication.type === 'dedica-foto' || dedication.type === 'dedica-video')
      ? 'dedica-fiori'
      : dedication.type;
  const signature =
    !pending && !refused && typeof dedication.showAuthor === 'string' && dedication.showAuthor
      ? dedication.showAuthor
      : null;
  const media = !pending && !refused ? (dedication.media ?? null) : null;
  return (
    <li className="pub-dedic" data-dedic-status={dedication.status} data-dedic-type={type}>
      <span className="pub-dedic-type">{DEDICATION_LABELS[type] ?? type}</span>{' '}
      <span className="pub-dedic-date">{formatDate(dedication.time)}</span>
      {pending ? (
        <p className="pub-dedic-pending">In attesa di accettazione</p>
      ) : (
        !refused && dedication.text && <p className="pub-dedic-text">{dedication.text}</p>
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

export function PurchaseCards({ deceased }: { deceased: DeceasedData }) {
  return (
    <section className="pub-memorial-section" aria-labelledby="pub-buy-title">
      <h2 id="pub-buy-title">LASCIA UN RICORDO</h2>
      <ul className="pub-buy-list">
        {PURCHASE_CARDS.map((card) => (
          <li key={card.type} className="pub-buy-card">
            <Link to={`/flowers?${card.type}&${deceased.ID}`} data-buy={card.type}>
              <strong>{card.title}</strong>
              <span>{card.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
