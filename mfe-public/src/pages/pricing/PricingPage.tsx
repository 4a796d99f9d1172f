// `/pricing` (spec public §2, §9): product cards with the server's prices (getProductPrices), the spec's
// defaults while they load or when one is missing, 'Variabile' for 0 or no price. The order form sends
// here when a type or price is unknown (spec public §2 "Order form for dedications").
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { DEDICATION_NAMES, formatPrice } from '@ricordo/shared-design';
import { TextPage, TextSection } from '../information/TextPage';
import { DEFAULT_PRICES, loadPrices } from './prices';

interface Card {
  key: string;
  name: string;
  description: string;
  /** Where the product is bought, when it has its own page. */
  to?: string;
  /** Shown after the price ('all'anno'). */
  per?: string;
}

const PLAQUE: Card[] = [
  {
    key: 'qr-code+shipping',
    name: 'Lapide digitale con targa QR',
    description: 'La targa da applicare alla lapide e la pagina del tuo caro, spedizione compresa.',
    to: '/buy-qrCode',
  },
  {
    key: 'servizio-memorial',
    name: 'Servizio memorial',
    description: 'Biografia, fino a 10 fotografie e un video sulla pagina, per un anno, rinnovabile.',
    to: '/servizio-memorial',
    per: "all'anno",
  },
];

const DEDICATIONS: Card[] = [
  {
    key: 'dedica-cero',
    name: DEDICATION_NAMES['dedica-cero'],
    description: 'Un cero acceso sulla pagina, con il tuo pensiero.',
  },
  {
    key: 'dedica-fiori',
    name: DEDICATION_NAMES['dedica-fiori'],
    description: 'Un mazzo di fiori virtuali con una dedica.',
  },
  {
    key: 'dedica-foto',
    name: DEDICATION_NAMES['dedica-foto'],
    description: 'Una fotografia, con una dedica, nella pagina.',
  },
  {
    key: 'dedica-video',
    name: DEDICATION_NAMES['dedica-video'],
    description: 'Un breve video, con una dedica, nella pagina.',
  },
  {
    key: 'fiori-reali',
    name: DEDICATION_NAMES['fiori-reali'],
    description: 'Fiori veri consegnati sulla tomba; il prezzo dipende dalla composizione e dal luogo.',
  },
];

const FLOWERS: Card[] = [
  { key: 'fiori1', name: 'Crisantemi', description: 'Composizione di crisantemi consegnata sulla tomba.' },
  { key: 'fiori2', name: 'Anturium', description: 'Composizione di anturium consegnata sulla tomba.' },
  { key: 'fiori3', name: 'Rose', description: 'Composizione di rose consegnata sulla tomba.' },
];

function priceOf(prices: Record<string, number | null>, key: string): number | null {
  if (key === 'qr-code+shipping') {
    const plaque = prices['qr-code'];
    const shipping = prices.shipping;
    return typeof plaque === 'number' && typeof shipping === 'number' ? plaque + shipping : null;
  }
  return prices[key] ?? null;
}

function Cards({ cards, prices }: { cards: Card[]; prices: Record<string, number | null> }) {
  return (
    <ul className="pub-price-grid">
      {cards.map((card) => (
        <li key={card.key} className="pub-price-card" data-product={card.key}>
          <h3 className="pub-price-card__name">{card.name}</h3>
          <p className="pub-price-card__price">
            {formatPrice(priceOf(prices, card.key))}
            {card.per && priceOf(prices, card.key) ? ` ${card.per}` : ''}
          </p>
          <p>{card.description}</p>
          {card.to && <Link to={card.to}>Scopri e acquista</Link>}
        </li>
      ))}
    </ul>
  );
}

export function PricingPage() {
  const [prices, setPrices] = useState<Record<string, number | null>>(DEFAULT_PRICES);

  useEffect(() => {
    const controller = new AbortController();
    loadPrices(controller.signal).then(setPrices, () => {
      // The defaults stay on screen (spec public §9); nothing else to tell a visitor.
    });
    return () => controller.abort();
  }, []);

  return (
    <TextPage title="Prodotti e prezzi" titleId="pub-pricing-title">
      <p>Tutti i prezzi sono in euro, IVA inclusa.</p>
      <TextSection title="Lapide digitale e memorial">
        <Cards cards={PLAQUE} prices={prices} />
      </TextSection>
      <TextSection title="Dediche">
        <p>
          Le dediche si lasciano dalla pagina del defunto e vengono pubblicate dopo l&apos;approvazione della
          famiglia.
        </p>
        <Cards cards={DEDICATIONS} prices={prices} />
      </TextSection>
      <TextSection title="Fiori reali">
        <Cards cards={FLOWERS} prices={prices} />
      </TextSection>
      <p>
        Le condizioni di acquisto, compreso il diritto di recesso, sono descritte nelle{' '}
        <Link to="/buy-terms">condizioni di vendita</Link>.
      </p>
    </TextPage>
  );
}
