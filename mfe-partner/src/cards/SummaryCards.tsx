// The partner panel's cards with counts (spec panels §2): tombstones, notices, dedications awaiting review
// and QR codes, from GET api/partnerPanel/summary; each leads to its section. 'No connection' when they fail.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { MESSAGES, Spinner } from '@ricordo/shared-design';
import { useApiData } from '@ricordo/shared-design/back-office';
import { SUMMARY_TEXTS as T } from './summary-texts';

export function SummaryCards() {
  // A new section (after an add, a decision) reads the counts again.
  const section = useLocation().hash.split('?')[0];
  const { data, error, reload } = useApiData('partnerPanelSummary', {});
  const shown = useRef(section);
  useEffect(() => {
    if (shown.current === section) return;
    shown.current = section;
    reload();
  }, [section, reload]);
  if (error !== null) return <p role="alert">{MESSAGES.noConnection}</p>;
  if (!data) return <Spinner />;
  const cards = [
    { label: T.tombstones, count: data.tombstones, hash: '#deceased' },
    { label: T.notices, count: data.notices, hash: '#pages' },
    { label: T.dedications, count: data.dedications, hash: '#dedic' },
    {
      label: T.qrcodes,
      count: data.qrcodes.total,
      detail: T.qrDetail(data.qrcodes.temporaryAvailable),
      hash: '#qrcode',
    },
  ];
  return (
    <ul className="rc-summary-cards" aria-label={T.cards}>
      {cards.map((card) => (
        <li key={card.hash}>
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
