// `/products` (spec public §2, §6): where public-only pages send a logged-in user. The products of the
// PRODOTTI menu; a partner also adds a deceased from here.
import { Link } from 'react-router-dom';
import { landingPathFor, roleOf, useSession } from '@ricordo/shared-design';
import { PageCard } from '../../common/PageCard';
import { TEXTS } from '../../common/texts';

interface Product {
  label: string;
  to: string;
  description: string;
}

const PRODUCTS: Product[] = [
  {
    label: 'Acquista targa digitale',
    to: '/buy-qrCode',
    description: 'La targa con QR code da applicare alla lapide e la pagina digitale del tuo caro.',
  },
  {
    label: 'Attiva targa digitale',
    to: '/activate-qrCode',
    description: 'Hai ricevuto la targa? Attivala e crea la pagina del tuo caro.',
  },
  {
    label: 'Attiva memorial',
    to: '/servizio-memorial',
    description: 'Biografia, fino a 10 foto e un video per un anno, rinnovabile.',
  },
];

const ADD_DECEASED: Product = {
  label: 'Aggiungi defunto',
  to: '/partner-panel#aggiungi-defunto',
  description: 'Pubblica una nuova lapide digitale dal pannello partner.',
};

export function ProductsPage() {
  const user = useSession((s) => s.user);
  const status = useSession((s) => s.status);
  const role = status === 'authenticated' ? roleOf(user) : null;
  const products = role === 'partner' ? [...PRODUCTS, ADD_DECEASED] : PRODUCTS;
  return (
    <PageCard title={TEXTS.productsTitle} titleId="pub-products-title">
      <ul className="pub-products">
        {products.map((product) => (
          <li key={product.to}>
            <Link className="pub-product" to={product.to}>
              <span className="pub-card-name">{product.label}</span>
              <span className="pub-muted">{product.description}</span>
            </Link>
          </li>
        ))}
      </ul>
      {role !== null && <Link to={landingPathFor(role)}>Vai al pannello di controllo</Link>}
    </PageCard>
  );
}
