// #dedic (spec panels §2): dedications left on the client's deceased and waiting for approval
// (GET /api/account/dedications). The owner sees text, type and giver, and accepts or refuses each one
// (DedicationDecision); a decided dedication leaves the list.
import {
  Button,
  DataTable,
  dedicationLabel,
  FormMessage,
  formatDateTime,
  MESSAGES,
  Spinner,
  type DataTableColumn,
  type Schema,
} from '@ricordo/shared-design';
import { useApiData } from '@ricordo/shared-design/back-office';
import { DedicationDecision } from './DedicationDecision';

/** A pending dedication. */
export type PendingDedication = Schema<'PendingDedicationDto'>;

export const NO_PENDING_DEDICATIONS = 'Nessuna dedica in attesa';

function giverOf(row: PendingDedication): string {
  return `${row.giver?.name ?? ''} ${row.giver?.surname ?? ''}`.trim();
}

const COLUMNS: Array<DataTableColumn<PendingDedication>> = [
  {
    id: 'deceased',
    label: 'Defunto',
    minWidth: 120,
    format: (_value, row) => `${row.deceased?.name ?? ''} ${row.deceased?.surname ?? ''}`.trim(),
  },
  { id: 'type', label: 'Tipo', format: (value) => dedicationLabel(String(value ?? '')) },
  {
    id: 'time',
    label: 'Data',
    format: (value) => <span className="rc-nowrap">{formatDateTime(value as number)}</span>,
  },
  {
    id: 'text',
    label: 'Dedica',
    minWidth: 180,
    format: (_value, row) => (
      <>
        {row.text ? <span className="client-dedication-text">{row.text}</span> : null}
        {row.media && (
          <>
            {row.text ? <br /> : null}
            <a href={row.media.filename} target="_blank" rel="noopener noreferrer">
              {row.media.type === 'video' ? 'Guarda il video' : 'Guarda la foto'}
              <span className="rc-visually-hidden"> (si apre in una nuova scheda)</span>
            </a>
          </>
        )}
      </>
    ),
  },
  {
    id: 'giver',
    label: 'Da',
    minWidth: 120,
    format: (_value, row) => {
      const giver = giverOf(row);
      return (
        <>
          {giver}
          {row.showAuthor ? (
            <>
              <br />
              <span className="rc-field__hint">Firma: {row.showAuthor}</span>
            </>
          ) : (
            <>
              <br />
              <span className="rc-field__hint">Senza firma</span>
            </>
          )}
        </>
      );
    },
  },
];

export default function DedicSection({ title }: { title: string }) {
  const answer = useApiData('pendingDedications', {});
  const dedications = { ...answer, data: answer.data?.dedications ?? null };
  const columns: Array<DataTableColumn<PendingDedication>> = [
    ...COLUMNS,
    {
      id: 'actions',
      label: 'Azioni',
      format: (_value, row) => (
        <DedicationDecision dedicationId={row.ID} giver={giverOf(row)} onDecided={dedications.reload} />
      ),
    },
  ];
  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <p className="rc-field__hint">
        Dediche lasciate sulle tue lapidi digitali che aspettano la tua approvazione.
      </p>
      {dedications.loading && <Spinner label="Caricamento delle dediche" />}
      {dedications.error && (
        <>
          <FormMessage>{dedications.error}</FormMessage>
          <Button variant="secondary" onClick={dedications.reload}>
            {MESSAGES.retry}
          </Button>
        </>
      )}
      {dedications.data && (
        <DataTable
          columns={columns}
          rows={dedications.data}
          pageSizes={[5, 10, 25]}
          defaultPageSize={10}
          emptyText={NO_PENDING_DEDICATIONS}
        />
      )}
    </>
  );
}
