import { Link } from 'react-router-dom';
import { Chip, formatDate, toPublicId, type SearchCard } from '@ricordo/shared-design';

function initials(card: SearchCard): string {
  return [card.name, card.surname]
    .map((part) => part.trim().charAt(0))
    .join('')
    .toUpperCase();
}

/**
 * One result (spec public §2): photo or a small placeholder with the initials, the name (always text),
 * dates dd/MM/yyyy, the place, the type, and the links to the page, the condolence book and the partner.
 */
export function ResultCard({ card }: { card: SearchCard }) {
  const fullName = `${card.name} ${card.surname}`.trim();
  const born = formatDate(card.dateOfBirth);
  const died = formatDate(card.dateOfDeath);
  const cemetery = [card.graveyardName, card.graveLocation].filter(Boolean).join(', ');
  const page = `/memorial?${toPublicId(card.ID)}`;
  return (
    <article className="pub-result" aria-label={fullName}>
      {card.photo ? (
        <img
          className="pub-result-photo"
          src={card.photo}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="pub-result-photo pub-result-nophoto" aria-hidden="true">
          {initials(card)}
        </span>
      )}
      <div className="pub-result-body">
        <h2 className="pub-result-name">
          <Link to={page}>{fullName}</Link>
        </h2>
        {(born || died) && (
          <p className="pub-muted">
            {born}
            {born && died && ' – '}
            {died}
          </p>
        )}
        {cemetery && <p className="pub-muted">{cemetery}</p>}
        <p>
          <Chip tone={card.type === 'lapide' ? 'dark' : 'neutral'}>
            {card.type === 'lapide' ? 'Lapide digitale' : 'Necrologio'}
          </Chip>
        </p>
        <p className="pub-result-links">
          <Link to={page} aria-label={`Apri la pagina di ${fullName}`}>
            Apri la pagina
          </Link>
          <Link
            to={`/memorial-book?${toPublicId(card.ID)}`}
            aria-label={`Libro delle condoglianze di ${fullName}`}
          >
            Libro delle condoglianze
          </Link>
          {card.partnerID !== null && card.partnerName && (
            <Link to={`/partner-page?${card.partnerID}`}>{card.partnerName}</Link>
          )}
        </p>
      </div>
    </article>
  );
}
