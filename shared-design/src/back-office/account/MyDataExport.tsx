// 'Scarica i miei dati' of #account (GDPR art. 20; docs/contracts.md "Family export"): the person's account,
// addresses, notification zones, pages, orders, condolences and dedications in one ZIP holding a JSON file
// (for other services) and a page to read (GET /api/account/export.zip).
import { useState } from 'react';
import { Button, FormMessage, MESSAGES, Spinner, toast, useSession } from '@ricordo/shared-design';
import { DownloadError, downloadFile } from '../download';

export const MY_DATA_EXPORT_TEXTS = {
  title: 'I miei dati',
  hint: 'Puoi scaricare in ogni momento una copia dei dati del tuo account: i dati personali, gli indirizzi, le zone dei necrologi, gli ordini, le condoglianze e le dediche che hai lasciato. Il file contiene una pagina da leggere e stampare e un file JSON da usare con altri servizi.',
  download: 'Scarica i miei dati',
  preparing: 'Stiamo preparando i tuoi dati',
  done: 'I tuoi dati sono stati scaricati',
} as const;
const T = MY_DATA_EXPORT_TEXTS;

export function MyDataExport() {
  const username = useSession((state) => state.user?.username ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const download = async () => {
    setBusy(true);
    setError('');
    try {
      // The server's own name for the file (its Content-Disposition), for the save dialog.
      const name = username.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      await downloadFile('/api/account/export.zip', `ricordo-i-miei-dati${name ? `-${name}` : ''}.zip`);
      toast(T.done, 'success');
    } catch (caught) {
      setError((caught instanceof DownloadError && caught.message) || MESSAGES.unexpected);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="rc-my-data-export">
      <p>{T.hint}</p>
      <Button variant="secondary" onClick={() => void download()} disabled={busy}>
        {T.download}
      </Button>
      {busy && <Spinner label={T.preparing} />}
      {error && <FormMessage>{error}</FormMessage>}
    </div>
  );
}
