// The funeral home's notice on the memorial page: the manifesto as the home published it,
// so a printed or forwarded poster's short link (/000{id}) leads to the original to compare with. The server
// render draws it from the same data: no clock, no browser state, or hydration would not match.
import { formatDate, LongText, type DeceasedData } from '@ricordo/shared-design';
import { Link } from 'react-router-dom';
import { useRichText } from '../../../common/rich-text/RichText';
import './notice.css';

/**
 * 'NECROLOGIO': the manifesto (sized, so nothing moves when it arrives), its caption naming the funeral home,
 * the funeral's date and places and the obituary note. On a notice-only page it is the main content: loaded
 * at once, at high priority when the header has no photo; below a tombstone's page it waits to be scrolled to.
 */
export function NoticeSection({ deceased }: { deceased: DeceasedData }) {
  const notice = deceased.notice;
  const note = useRichText(notice?.obituaryNote ?? '', 2);
  if (!notice) return null;
  const { manifesto, noticeOnly, funeralDate, funeralPlaces: places } = notice;
  const date = formatDate(funeralDate);
  const partner = deceased.partner;
  return (
    <section className="pub-memorial-section" aria-labelledby="pub-notice-title">
      <h2 id="pub-notice-title">NECROLOGIO</h2>
      <figure className="pub-notice-figure">
        <img
          className="pub-notice-manifesto"
          src={manifesto.url}
          alt={`Manifesto funebre di ${deceased.name} ${deceased.surname}`.trim()}
          width={manifesto.width}
          height={manifesto.height}
          loading={noticeOnly ? 'eager' : 'lazy'}
          fetchPriority={noticeOnly && !deceased.photo.length ? 'high' : undefined}
        />
        <figcaption>
          Questo è il manifesto originale pubblicato
          {partner && (
            <>
              {' da '}
              <Link to={`/partner-page?${partner.ID}`}>{partner.name}</Link>
            </>
          )}{' '}
          su Ricordo.
        </figcaption>
      </figure>
      {(date || places.length > 0) && (
        <dl className="pub-notice-funeral">
          {date && <dt>Data del funerale</dt>}
          {date && (
            <dd>
              <time dateTime={funeralDate ?? undefined}>{date}</time>
            </dd>
          )}
          {places.length > 0 && <dt>{places.length > 1 ? 'Luoghi del funerale' : 'Luogo del funerale'}</dt>}
          {places.map((place, index) => (
            <dd key={index}>{place}</dd>
          ))}
        </dl>
      )}
      {note && <LongText className="pub-bio">{note}</LongText>}
    </section>
  );
}
