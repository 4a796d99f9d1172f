// The partner page's contacts: address, telephone, mobile, e-mail, website and the social links.
import { PARTNER_PAGE_TEXTS as TEXTS } from './partner-page-texts';
import type { PartnerPageData } from './usePartnerPageData';

/** '+39-0212345678' → '+39 0212345678' for reading; tel: keeps the digits. */
const showPhone = (value: string) => value.replace('-', ' ');
const telHref = (value: string) => `tel:${value.replace(/[^+\d]/g, '')}`;

export function PartnerContacts({ partner }: { partner: PartnerPageData }) {
  return (
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
  );
}
