// `/partner-registrato` (spec public §2 "Success and auxiliary screens"): the partner request was received.
import { Link } from 'react-router-dom';
import { PARTNER_TEXTS as T } from '../partner/partner-texts';

export function PartnerRegisteredPage() {
  return (
    <section className="pub-card-page" aria-labelledby="pub-partner-registered-title">
      <h1 id="pub-partner-registered-title">{T.registeredTitle}</h1>
      <p>{T.registered}</p>
      <Link to="/">{T.home}</Link>
    </section>
  );
}
