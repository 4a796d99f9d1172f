// What the result dialog offers after a record is saved (spec panels §2 "Memorial forms" 3: QR in A4 format,
// QR in grid, 'Manifesto + Cartoncino Qr' (jpg), 'Indicazioni per le condoglianze' (pdf),
// 'Vai al defunto'). The same routes as the tables' 'Cartoncini e PDF' (CardActions); a download that
// fails says why in a toast (e.g. a page without a plaque has no QR sheet yet).
import './card-actions.css';
import { toPublicId } from '@ricordo/shared-design';
import { CARD_ACTIONS_TEXTS as T } from './card-actions-texts';
import { cardPaths } from './card-paths';
import { BusyItem, type Download, useDownloads } from './use-downloads';

export interface RecordDownloadsProps {
  /** The saved record: its id, whether it has a tombstone page and a notice (manifesto). */
  record: { ID: number; showPage: number; hasNotice: boolean };
}

function itemsOf({ ID, showPage, hasNotice }: RecordDownloadsProps['record']): Download[] {
  const items: Download[] = [];
  if (showPage === 1)
    items.push(
      { label: T.qrA4, path: cardPaths.qrSheet(ID, 'a4'), filename: `qrcode-a4-${ID}.pdf`, kind: 'pdf' },
      {
        label: T.qrGrid,
        path: cardPaths.qrSheet(ID, 'grid'),
        filename: `qrcode-griglia-${ID}.pdf`,
        kind: 'pdf',
      },
    );
  if (hasNotice)
    items.push({
      label: T.resultCard,
      path: cardPaths.card(ID, 'jpg'),
      filename: `cartoncino-${ID}.jpg`,
      kind: 'card',
    });
  items.push({
    label: T.indication,
    path: cardPaths.indication(ID),
    filename: `indicazioni-${ID}.pdf`,
    kind: 'pdf',
  });
  return items;
}

export function RecordDownloads({ record }: RecordDownloadsProps) {
  const { busy, download } = useDownloads();
  return (
    <ul className="rc-card-actions">
      {itemsOf(record).map((item) => (
        <BusyItem key={item.label} label={item.label} busy={busy} onClick={() => void download(item)} />
      ))}
      <li>
        <a
          href={`/memorial?${toPublicId(record.ID)}`}
          target="_blank"
          rel="noopener noreferrer"
          title={T.goToDeceasedHint}
        >
          {T.goToDeceased}
        </a>
      </li>
    </ul>
  );
}
