// The partner's latest obituaries: a card each, with dates, burial place and links to the memorial and the
// condolence book.
import { Link } from 'react-router-dom';
import { formatDate } from '@ricordo/shared-design';
import { PARTNER_PAGE_TEXTS as TEXTS } from './partner-page-texts';
import type { PartnerPageData } from './usePartnerPageData';

export function PartnerObituaries({ obituaries }: { obituaries: PartnerPageData['obituaries'] }) {
  if (obituaries.length === 0) return null;
  return (
    <section aria-labelledby="pub-partner-obituaries">
      <h2 id="pub-partner-obituaries">{TEXTS.obituaries}</h2>
      <ul className="pub-partner-cards">
        {obituaries.map((card) => (
          <li key={card.ID} className="pub-partner-card">
            {card.photo && <img src={card.photo} alt="" loading="lazy" />}
            <h3>
              {card.name} {card.surname}
            </h3>
            <p>{[formatDate(card.dateOfBirth), formatDate(card.dateOfDeath)].filter(Boolean).join(' – ')}</p>
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
  );
}
