// `/qrcode-scaduto?code=` (docs/contracts.md "Plaques": the scan of an expired temporary code lands here): a
// calm explanation of what happened and how to get a permanent plaque — from the funeral home, or by buying
// one (/buy-qrCode) — never an error page. Nothing is asked of the server.
import { Link, useSearchParams } from 'react-router-dom';
import { PageCard } from '../../common/PageCard';
import { SupportHours } from '../../common/SupportHours';
import { EXPIRED_TEXTS } from './expired-texts';

/** A code as printed on a plaque (letters and digits), or nothing for anything else in the query. */
function codeOf(raw: string | null): string | null {
  const code = (raw ?? '').trim().toUpperCase();
  return /^[A-Z0-9]{1,32}$/.test(code) ? code : null;
}

export function ExpiredQrCodePage() {
  const code = codeOf(useSearchParams()[0].get('code'));
  return (
    <PageCard title={EXPIRED_TEXTS.title} titleId="pub-expired-qrcode-title">
      <p>{EXPIRED_TEXTS.what(code)}</p>
      <p>{EXPIRED_TEXTS.nothingLost}</p>
      <h2>{EXPIRED_TEXTS.howTitle}</h2>
      <p>{EXPIRED_TEXTS.askPartner}</p>
      <p>
        {EXPIRED_TEXTS.buy}{' '}
        <Link className="rc-button rc-button--primary" to="/buy-qrCode">
          {EXPIRED_TEXTS.buyLink}
        </Link>
      </p>
      <p>
        {EXPIRED_TEXTS.contact} <Link to="/contact">{EXPIRED_TEXTS.contactLink}</Link>
      </p>
      <SupportHours />
      <Link to="/">{EXPIRED_TEXTS.home}</Link>
    </PageCard>
  );
}
