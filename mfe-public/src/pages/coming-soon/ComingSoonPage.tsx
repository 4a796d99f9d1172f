// Spec routes whose pages come with later issues (purchase, activation, memorial, text pages, contact).
// Until then a link to them says so plainly, with the support hours and a way on, instead of dropping the
// visitor on the home page without a word.
import { Link } from 'react-router-dom';
import { MESSAGES } from '@ricordo/shared-design';
import { PageCard } from '../../common/PageCard';
import { TEXTS } from '../../common/texts';

export function ComingSoonPage() {
  return (
    <PageCard title={TEXTS.comingSoonTitle} titleId="pub-soon-title">
      <p>{TEXTS.comingSoon}</p>
      <p className="pub-muted">{MESSAGES.supportHours}</p>
      <div className="pub-links">
        <Link to="/">{TEXTS.backHome}</Link>
        <Link to="/products">{TEXTS.productsTitle}</Link>
      </div>
    </PageCard>
  );
}
