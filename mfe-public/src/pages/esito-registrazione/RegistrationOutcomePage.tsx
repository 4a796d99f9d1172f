// `/esito-registrazione?contact=` (spec public §2): the registration was received; the link to choose the
// password went to `contact` (an e-mail address, or a phone for WhatsApp / SMS).
import { Link, useSearchParams } from 'react-router-dom';
import { PageCard } from '../../common/PageCard';
import { TEXTS } from '../../common/texts';

export function RegistrationOutcomePage() {
  const contact = (useSearchParams()[0].get('contact') ?? '').trim();
  return (
    <PageCard title={TEXTS.registrationOutcomeTitle} titleId="pub-outcome-title">
      <p role="status">{contact ? TEXTS.registrationSentTo(contact) : TEXTS.registrationSent}</p>
      {contact && (
        <p className="pub-muted">
          {contact.includes('@') ? TEXTS.registrationCheckEmail : TEXTS.registrationCheckPhone}
        </p>
      )}
      <Link to="/">{TEXTS.backHome}</Link>
    </PageCard>
  );
}
