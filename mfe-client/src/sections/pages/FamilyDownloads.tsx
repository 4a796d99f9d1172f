// The family's downloads of one page in #pages (docs/contracts.md "Family export"): 'Scarica tutto' (a ZIP
// with the original photos and videos and the condolences and dedications as a page and as JSON, streamed by
// the server: the dialog shows the bytes received, an approximate percentage and 'Annulla') and 'Libro delle
// condoglianze' (a PDF ready to print).
import { useRef, useState, type SyntheticEvent } from 'react';
import { Button, Dialog, FormMessage, MESSAGES, Spinner, toast } from '@ricordo/shared-design';
import {
  DownloadError,
  downloadFile,
  downloadWithProgress,
  type DownloadProgress,
} from '@ricordo/shared-design/back-office';
import type { OwnedTombstone } from '../../panel/my-deceased';

export const FAMILY_DOWNLOADS_TEXTS = {
  downloadAll: 'Scarica tutto',
  downloadAllOf: (name: string) => `Scarica tutto di ${name}: foto, video, condoglianze e dediche`,
  book: 'Libro delle condoglianze',
  bookOf: (name: string) => `Scarica il libro delle condoglianze di ${name} (PDF)`,
  dialogTitle: (name: string) => `Scarica tutto di ${name}`,
  dialogHint:
    'Stiamo preparando un archivio ZIP con le foto e i video nei file originali e con le condoglianze e le dediche, da leggere e stampare. Puoi continuare a usare il pannello: ti avvisiamo quando è pronto.',
  starting: 'Preparazione in corso…',
  received: (received: string, estimated: string | null) =>
    estimated ? `Scaricati ${received} di circa ${estimated}` : `Scaricati ${received}`,
  cancel: 'Annulla',
  close: 'Chiudi',
  done: (filename: string) => `Download completato: ${filename}`,
  cancelled: 'Download annullato',
  bookPreparing: 'Stiamo preparando il libro delle condoglianze',
  bookDone: 'Il pdf è stato scaricato con successo',
} as const;
const T = FAMILY_DOWNLOADS_TEXTS;

/** '12,3 MB' (Italian decimal comma); under 1 MB in kB. */
export function byteSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} kB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('it-IT', { maximumFractionDigits: 1 })} MB`;
}

const own = (event: SyntheticEvent) => event.stopPropagation();
const nameSlug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export function FamilyDownloads({ row }: { row: Pick<OwnedTombstone, 'ID' | 'name' | 'surname'> }) {
  const name = `${row.name} ${row.surname}`.trim();
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [error, setError] = useState('');
  const [bookBusy, setBookBusy] = useState(false);
  const running = useRef<AbortController | null>(null);

  const downloadAll = async () => {
    const controller = new AbortController();
    running.current = controller;
    setOpen(true);
    setProgress(null);
    setError('');
    try {
      const filename = await downloadWithProgress(
        `/api/account/deceased/${row.ID}/export.zip`,
        `ricordo-${nameSlug(row.surname)}-${nameSlug(row.name)}.zip`,
        { signal: controller.signal, onProgress: setProgress },
      );
      setOpen(false);
      toast(T.done(filename), 'success');
    } catch (caught) {
      if (controller.signal.aborted) {
        setOpen(false);
        toast(T.cancelled, 'info');
      } else {
        setError((caught instanceof DownloadError && caught.message) || MESSAGES.unexpected);
      }
    } finally {
      running.current = null;
    }
  };

  const downloadBook = async () => {
    setBookBusy(true);
    try {
      await downloadFile(
        `/api/account/deceased/${row.ID}/book.pdf`,
        `libro-condoglianze-${nameSlug(row.surname)}-${nameSlug(row.name)}.pdf`,
      );
      toast(T.bookDone, 'success');
    } catch (caught) {
      // PURCHASE_REQUIRED carries the spec's text ('Per poter stampare il libro …').
      toast((caught instanceof DownloadError && caught.message) || MESSAGES.unexpected, 'error');
    } finally {
      setBookBusy(false);
    }
  };

  const percent =
    progress?.estimated && progress.estimated > 0
      ? Math.min(99, (progress.received / progress.estimated) * 100)
      : undefined;

  return (
    <span className="client-row-actions" onClick={own} onKeyDown={own}>
      <Button variant="secondary" aria-label={T.downloadAllOf(name)} onClick={() => void downloadAll()}>
        {T.downloadAll}
      </Button>{' '}
      <Button
        variant="secondary"
        aria-label={T.bookOf(name)}
        onClick={() => void downloadBook()}
        disabled={bookBusy}
      >
        {T.book}
      </Button>
      {bookBusy && <Spinner label={T.bookPreparing} />}
      <Dialog
        open={open}
        onClose={() => (running.current ? running.current.abort() : setOpen(false))}
        title={T.dialogTitle(name)}
        description={T.dialogHint}
        closeOnBackdrop={false}
        actions={
          running.current || !error ? (
            <Button variant="secondary" onClick={() => running.current?.abort()}>
              {T.cancel}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {T.close}
            </Button>
          )
        }
      >
        {error ? (
          <FormMessage>{error}</FormMessage>
        ) : (
          <div className="client-download-progress" aria-live="polite">
            <Spinner percent={percent} label={T.dialogTitle(name)} />
            <p>
              {progress
                ? T.received(
                    byteSize(progress.received),
                    progress.estimated ? byteSize(progress.estimated) : null,
                  )
                : T.starting}
            </p>
          </div>
        )}
      </Dialog>
    </span>
  );
}
