import { MESSAGES, Spinner } from '@ricordo/shared-design';
import type { AdminSummary } from './qrcode-api';
import { QRCODE_TEXTS as T } from './qrcode-texts';

interface Card {
  label: string;
  count: number;
  detail?: string;
  /** The section the card leads to (spec panels §2 "Six summary cards with counts navigate between sections"). */
  hash: string;
}

/** The six summary cards of the admin panel, live counts from GET /api/admin/summary. */
export function SummaryCards({ summary, error }: { summary: AdminSummary | null; error: string | null }) {
  if (error !== null) return <p role="alert">{MESSAGES.noConnection}</p>;
  if (!summary) return <Spinner />;
  const cards: Card[] = [
    {
      label: T.cardQr,
      count: summary.qrcodes.total,
      detail: T.cardQrDetail(summary.qrcodes.available),
      hash: '#richiedi-qrcode',
    },
    { label: T.cardActivations, count: summary.activationRequests, hash: '#qrcode' },
    { label: T.cardDedications, count: summary.dedications, hash: '#dedic' },
    {
      label: T.cardPartners,
      count: summary.partners,
      detail: T.cardPartnersDetail(summary.partnerRequests),
      hash: '#partners',
    },
    { label: T.cardTombstones, count: summary.tombstones, hash: '#pages' },
    { label: T.cardObituaries, count: summary.obituaries, hash: '#necrologi' },
  ];
  return (
    <ul className="rc-summary-cards" aria-label={T.cards}>
      {cards.map((card) => (
        <li key={card.label}>
          <a className="rc-summary-card" href={card.hash}>
            <span>{card.label}</span>
            <span className="rc-summary-card__count">{card.count}</span>
            {card.detail && <span>{card.detail}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
