import { useCallback, useEffect, useState } from 'react';
import {
  api,
  ApiError,
  Button,
  DataTable,
  formatDateTime,
  isAbortError,
  MESSAGES,
  Spinner,
  toast,
  type DataTableColumn,
  type CallAnswer,
  type Schema,
} from '@ricordo/shared-design';

/** A message the outbox gave up on (adminOutbox with status 'dead'). */
export type DeadMessage = Schema<'OutboxItemDto'>;

const CHANNELS: Record<DeadMessage['channel'], string> = { email: 'E-mail', wa: 'WhatsApp', sms: 'SMS' };
const PAGE_SIZE = 100;
/** Enough for any real backlog; the table pages the rows on screen. */
const MAX_PAGES = 10;

async function loadDeadMessages(signal: AbortSignal): Promise<DeadMessage[]> {
  const messages: DeadMessage[] = [];
  let page: number | null = 1;
  while (page !== null && page <= MAX_PAGES) {
    const answer: CallAnswer<'adminOutbox'> = await api.call('adminOutbox', {
      query: { status: 'dead', page, maxResults: PAGE_SIZE },
      signal,
    });
    messages.push(...answer.data.messages);
    page = answer.data.nextPage;
  }
  return messages;
}

/** #messaggi: messages the outbox could not deliver after every attempt, each with 'Riprova'. */
export default function MessaggiSection({ title }: { title: string }) {
  const [rows, setRows] = useState<DeadMessage[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [retrying, setRetrying] = useState<number | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    loadDeadMessages(controller.signal).then(setRows, (error: unknown) => {
      if (isAbortError(error)) return;
      // spec panels §8: lists that fail show 'No connection'.
      setLoadError(MESSAGES.noConnection);
    });
    return () => controller.abort();
  }, []);

  const retry = useCallback(async (message: DeadMessage) => {
    setRetrying(message.ID);
    try {
      const answer = await api.call('adminOutboxRetry', { path: { id: message.ID } });
      setRows((current) => current?.filter((row) => row.ID !== message.ID) ?? null);
      toast(answer.message || 'Messaggio rimesso in coda', 'success');
    } catch (error) {
      toast(error instanceof ApiError ? error.message : MESSAGES.unexpected, 'error');
    } finally {
      setRetrying(null);
    }
  }, []);

  const columns: Array<DataTableColumn<DeadMessage>> = [
    { id: 'channel', label: 'Canale', format: (_value, row) => CHANNELS[row.channel] ?? row.channel },
    { id: 'recipient', label: 'Destinatario' },
    { id: 'template', label: 'Modello' },
    { id: 'attempts', label: 'Tentativi', align: 'right' },
    { id: 'lastError', label: 'Ultimo errore', maxWidth: 320 },
    { id: 'createdAt', label: 'Data', format: (_value, row) => formatDateTime(row.createdAt) },
    {
      id: 'actions',
      label: 'Azioni',
      format: (_value, row) => (
        <Button
          variant="secondary"
          loading={retrying === row.ID}
          disabled={retrying !== null && retrying !== row.ID}
          onClick={() => void retry(row)}
          aria-label={`Riprova il messaggio a ${row.recipient}`}
        >
          Riprova
        </Button>
      ),
    },
  ];

  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      {loadError !== null ? (
        <p role="alert">{loadError}</p>
      ) : rows === null ? (
        <Spinner />
      ) : (
        <DataTable
          columns={columns}
          rows={rows}
          pageSizes={[5, 10, 25, 100]}
          defaultPageSize={5}
          emptyText="Nessun messaggio da recapitare"
          caption="Messaggi che non è stato possibile recapitare dopo tutti i tentativi"
        />
      )}
    </>
  );
}
