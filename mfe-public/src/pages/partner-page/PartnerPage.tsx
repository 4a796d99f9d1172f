// `/partner-page?{partnerId}` (spec public §2; panels §3 "Partner page"): logo, description, media,
// contacts, address, social links and the partner's latest obituaries. Unknown: 'Partner non trovato'.
// The server draws it too (src/ssr/render.tsx), with these same components.
import { Link, useLocation } from 'react-router-dom';
import { MESSAGES, Spinner, parseDeceasedId } from '@ricordo/shared-design';
import { PartnerContacts } from './PartnerContacts';
import { PartnerDescription } from './PartnerDescription';
import { PartnerMedia } from './PartnerMedia';
import { PartnerObituaries } from './PartnerObituaries';
import { PARTNER_PAGE_TEXTS as TEXTS } from './partner-page-texts';
import { usePartnerPageData } from './usePartnerPageData';
import './partner-page.css';

export type { PartnerPageData } from './usePartnerPageData';

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
  const { partner, state } = usePartnerPageData(id);

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
      <PartnerDescription description={partner.description} />
      <PartnerContacts partner={partner} />
      <PartnerMedia partner={partner} />
      <PartnerObituaries obituaries={partner.obituaries} />
    </article>
  );
}
