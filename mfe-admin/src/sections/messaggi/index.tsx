import { useCallback, useEffect, useState } from 'react';
import {
  api,
  ApiError,
  Button,
  DataTable,
  formatDateTime,
  isAbortError,
  MESSAGES,
  Select,
  Spinner,
  toast,
  type DataTableColumn,
  type CallAnswer,
} from '@ricordo/shared-design';
import { deliveryState, FILTERS, type FilterKey, type OutboxMessage } from './delivery-states';

/** A row of the outbox list (adminOutbox). */
export type DeadMessage = OutboxMessage;

const CHANNELS: Record<OutboxMessage['channel'], string> = { email: 'E-mail', wa: 'WhatsApp', sms: 'SMS' };
const PAGE_SIZE = 100;
/** Enough for any real backlog; the table pages the rows on screen. */
const MAX_PAGES = 10;

async function loadMessages(filter: FilterKey, signal: AbortSignal): Promise<OutboxMessage[]> {
  const messages: OutboxMessage[] = [];
  let page: number | null = 1;
  while (page !== null && page <= MAX_PAGES) {
    const answer: CallAnswer<'adminOutbox'> = await api.call('adminOutbox', {
      query: { ...FILTERS[filter].query, page, maxResults: PAGE_SIZE },
      signal,
    });
    messages.push(...answer.data.messages);
    page = answer.data.nextPage;
  }
  return messages;
}

/**
 * #messaggi: the outbox's messages with their delivery state ('Inviato', 'Consegnato', 'Letto', 'Non
 * consegnato'…); by default those it could not deliver after every attempt, each with 'Riprova'.
 */
export default function MessaggiSection({ title }: { title: string }) {
  const [filter, setFilter] = useState<FilterKey>('dead');
  const [rows, setRows] = useState<OutboxMessage[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [retrying, setRetrying] = useState<number | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setRows(null);
    setLoadError(null);
    loadMessages(filter, controller.signal).then(setRows, (error: unknown) => {
      if (isAbortError(error)) return;
      // spec panels §8: lists that fail show 'No connection'.
      setLoadError(MESSAGES.noConnection);
    });
    return () => controller.abort();
  }, [filter]);

  const retry = useCallback(async (message: OutboxMessage) => {
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

  const columns: Array<DataTableColumn<OutboxMessage>> = [
    { id: 'channel', label: 'Canale', format: (_value, row) => CHANNELS[row.channel] ?? row.channel },
    { id: 'recipient', label: 'Destinatario' },
    { id: 'template', label: 'Modello' },
    { id: 'attempts', label: 'Tentativi', align: 'right' },
    { id: 'lastError', label: 'Ultimo errore', maxWidth: 320 },
    { id: 'createdAt', label: 'Data', format: (_value, row) => formatDateTime(row.createdAt) },
    { id: 'delivery', label: 'Stato', format: (_value, row) => deliveryState(row) },
    {
      id: 'actions',
      label: 'Azioni',
      sticky: 'end',
      format: (_value, row) =>
        row.status === 'dead' ? (
          <Button
            variant="secondary"
            loading={retrying === row.ID}
            disabled={retrying !== null && retrying !== row.ID}
            onClick={() => void retry(row)}
            aria-label={`Riprova il messaggio a ${row.recipient}`}
          >
            Riprova
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <Select
        label="Mostra"
        options={Object.entries(FILTERS).map(([value, { label }]) => ({ value, label }))}
        value={filter}
        onChange={(event) => setFilter(event.target.value as FilterKey)}
      />
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
          caption="Messaggi in uscita e il loro stato di consegna"
        />
      )}
    </>
  );
}
