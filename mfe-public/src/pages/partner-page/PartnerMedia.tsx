// The partner page's gallery and video, each shown only when the partner has one.
import { PARTNER_PAGE_TEXTS as TEXTS } from './partner-page-texts';
import type { PartnerPageData } from './usePartnerPageData';

export function PartnerMedia({ partner }: { partner: PartnerPageData }) {
  return (
    <>
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
    </>
  );
}
