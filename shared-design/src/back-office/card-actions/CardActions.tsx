// The cards and PDFs of one notice or tombstone, in a dialog opened from a table row (spec panels §2 "Memorial
// forms" 3, §4 "Tombstone": contoVendita=1 blocks the condolence book with 'Procedi all'acquisto', §8).
// Downloads say 'Il Cartoncino è stato scaricato con successo' / 'Il pdf è stato scaricato con successo', or
// 'Errore imprevisto' (card) / 'Errore generico... riprovare' (PDF) — or the server's message when it sent one.
import { useState } from 'react';
import './card-actions.css';
import { Button, Dialog, MESSAGES, toast, toPublicId } from '@ricordo/shared-design';
import { partnerSend } from './card-actions-api';
import { CARD_ACTIONS_TEXTS as T } from './card-actions-texts';
import { cardPaths } from './card-paths';
import { DownloadError } from '../download';
import { SendCardDialog } from './SendCardDialog';
import { BusyItem, type Download, useDownloads } from './use-downloads';

export interface CardActionsRecord {
  ID: number;
  name: string;
  surname: string;
  /** 1 while the sale is on account (unpaid): the condolence book is refused. Absent: the server decides. */
  contoVendita?: number;
  /** 1 when the record has a digital tombstone page. */
  showPage: number;
  /** Whether the record carries a notice (manifesto), for the manifesto downloads. */
  hasNotice: boolean;
}

export interface CardActionsProps {
  record: CardActionsRecord;
  /** Where 'Procedi all'acquisto' leads. */
  buyPath?: string;
  /** Shows 'Invia i dati della pagina' (partnerSend, partner panel). */
  withPartnerSend?: boolean;
}

function downloadsOf(record: CardActionsRecord): Download[] {
  const id = record.ID;
  const base = `${record.name}-${record.surname}`.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase();
  const list: Download[] = [];
  if (record.hasNotice) {
    list.push(
      { label: T.cardJpg, path: cardPaths.card(id, 'jpg'), filename: `cartoncino-${base}.jpg`, kind: 'card' },
      { label: T.cardPdf, path: cardPaths.card(id, 'pdf'), filename: `cartoncino-${base}.pdf`, kind: 'card' },
      {
        label: T.manifestA3,
        path: cardPaths.manifestPdf(id, 'A3'),
        filename: `manifesto-${base}-A3.pdf`,
        kind: 'pdf',
      },
      {
        label: T.manifest70,
        path: cardPaths.manifestPdf(id, '70x100'),
        filename: `manifesto-${base}-70x100.pdf`,
        kind: 'pdf',
      },
    );
  }
  list.push({
    label: T.indication,
    path: cardPaths.indication(id),
    filename: `indicazioni-${base}.pdf`,
    kind: 'pdf',
  });
  if (record.showPage === 1) {
    list.push(
      {
        label: T.deceasedCard,
        path: cardPaths.deceasedCard(id),
        filename: `lapide-${base}.pdf`,
        kind: 'pdf',
      },
      {
        label: T.deceasedCard2,
        path: cardPaths.deceasedCard2(id),
        filename: `lapide-${base}-2.pdf`,
        kind: 'pdf',
      },
    );
  }
  return list;
}

export function CardActions({ record, buyPath = '/products', withPartnerSend = false }: CardActionsProps) {
  const who = `${record.name} ${record.surname}`.trim();
  const [open, setOpen] = useState(false);
  const [unpaid, setUnpaid] = useState(false);
  const [sending, setSending] = useState(false);
  const { busy, during, download } = useDownloads((error) => {
    if (error instanceof DownloadError && error.errorCode === 'PURCHASE_REQUIRED') setUnpaid(true);
  });

  const book = () => {
    if (record.contoVendita === 1) {
      setUnpaid(true);
      return;
    }
    void download({
      label: T.book,
      path: cardPaths.book(record.ID),
      filename: `libro-condoglianze-${record.ID}.pdf`,
      kind: 'pdf',
    });
  };

  const sendPage = () =>
    during(T.partnerSend, async () => {
      try {
        toast((await partnerSend(toPublicId(record.ID))) || T.partnerSent, 'success');
      } catch (error) {
        toast((error as Error).message || MESSAGES.unexpectedShort, 'error');
      }
    });

  return (
    <>
      <Button variant="secondary" aria-label={T.openFor(who)} onClick={() => setOpen(true)}>
        {T.open}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={T.openFor(who)}>
        <h3 className="rc-card-actions__heading">{T.downloads}</h3>
        <ul className="rc-card-actions">
          {downloadsOf(record).map((item) => (
            <BusyItem key={item.label} label={item.label} busy={busy} onClick={() => void download(item)} />
          ))}
          {record.showPage === 1 && <BusyItem label={T.book} busy={busy} onClick={book} />}
        </ul>
        {unpaid && (
          <div className="rc-form-message" role="alert">
            <p>{T.unpaidBook}</p>
            <a className="rc-button rc-button--primary" href={buyPath}>
              {T.buy}
            </a>
          </div>
        )}
        <h3 className="rc-card-actions__heading">{T.sends}</h3>
        <ul className="rc-card-actions">
          <li>
            <Button variant="text" onClick={() => setSending(true)}>
              {T.sendCard}
            </Button>
          </li>
          {withPartnerSend && <BusyItem label={T.partnerSend} busy={busy} onClick={() => void sendPage()} />}
        </ul>
      </Dialog>
      <SendCardDialog deceasedId={record.ID} open={sending} onClose={() => setSending(false)} />
    </>
  );
}
