// One file download at a time from a list of buttons (the tables' 'Cartoncini e PDF' and the result dialog
// after a save): the busy button spins, the others wait; a download says 'Il Cartoncino è stato scaricato con
// successo' / 'Il pdf è stato scaricato con successo', or the server's message, or the kind's failure text.
import { useState } from 'react';
import { Button, toast } from '@ricordo/shared-design';
import { CARD_ACTIONS_TEXTS as T } from './card-actions-texts';
import { DownloadError, downloadFile } from '../download';

export interface Download {
  label: string;
  path: string;
  filename: string;
  kind: 'card' | 'pdf';
}

/** `busy` is the label of the action under way; `during` runs one; `download` fetches a file and says how it went. */
export function useDownloads(onFailure?: (error: unknown) => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const during = async (label: string, work: () => Promise<void>) => {
    setBusy(label);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };
  const download = (item: Download) =>
    during(item.label, async () => {
      try {
        await downloadFile(item.path, item.filename);
        toast(item.kind === 'card' ? T.cardDownloaded : T.pdfDownloaded, 'success');
      } catch (error) {
        onFailure?.(error);
        const message = error instanceof DownloadError ? error.message : '';
        toast(message || (item.kind === 'card' ? T.cardFailed : T.pdfFailed), 'error');
      }
    });
  return { busy, during, download };
}

/** A list item's text button for the action `label`, spinning while it runs and waiting while another does. */
export function BusyItem({
  label,
  busy,
  onClick,
}: {
  label: string;
  busy: string | null;
  onClick: () => void;
}) {
  return (
    <li>
      <Button
        variant="text"
        loading={busy === label}
        disabled={busy !== null && busy !== label}
        onClick={onClick}
      >
        {label}
      </Button>
    </li>
  );
}
