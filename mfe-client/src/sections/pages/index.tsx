// #pages (spec panels §2 "Client panel"): the client's digital tombstones. A row opens /memorial?000{id}
// in a new tab (click, Enter or Space), with its plaque's code and verification code; 'Attiva memorial' leaves the panel for /memorial-activate; 'Cedi
// proprietà' hands a page to another user (the kit's TransferDialog), shown 'In accettazione' until accepted;
// 'Gestori' opens the page's managers (ManagersDialog); 'Visibilità' its privacy (PagePrivacyDialog). Below, 'Lapidi che gestisci' (ManagedPages).
import { useMemo, useState, type SyntheticEvent } from 'react';
import {
  Button,
  Chip,
  DataTable,
  FormMessage,
  formatDate,
  MESSAGES,
  Spinner,
  useSession,
  type DataTableColumn,
} from '@ricordo/shared-design';
import { lampState, lampSummary, TransferDialog } from '@ricordo/shared-design/back-office';
import { openMemorial, useMyDeceased, type OwnedTombstone } from '../../panel/my-deceased';
import { FamilyDownloads } from './FamilyDownloads';
import { ManagedPages } from './ManagedPages';
import { ManagersDialog } from './ManagersDialog';
import { PagePrivacyButton } from './PagePrivacyDialog';
import { MANAGERS_TEXTS } from './managers-texts';
import { PAGES_TEXTS } from './pages-texts';

/** spec public §2: the memorial purchase page (a page of mfe_public, reached by a full navigation). */
export const MEMORIAL_ACTIVATE_PATH = '/memorial-activate';

function MemorialStatus({ row }: { row: OwnedTombstone }) {
  if (!row.memorialID || !row.expirationDate) return <span>Non attivo</span>;
  const date = formatDate(row.expirationDate);
  const expired = row.expirationDate * 1000 < Date.now();
  // spec panels §2 "Memorial forms": green 'Scade il …', black 'Memorial scaduto il …'.
  return expired ? (
    <Chip tone="dark">{MESSAGES.memorialExpired(date)}</Chip>
  ) : (
    <Chip tone="success">{MESSAGES.memorialExpires(date)}</Chip>
  );
}

/** The family sees its votive lamp's real state, as the lamp reported it. */
function LampStatus({ row }: { row: OwnedTombstone }) {
  if (!row.lamp) return <span>{PAGES_TEXTS.noLamp}</span>;
  const { effectiveState, setState } = row.lamp;
  return (
    <span data-lamp-state={lampState(effectiveState)}>
      {lampState(effectiveState) === 'anomalia' ? (
        <Chip tone="warning">{lampSummary(effectiveState, setState)}</Chip>
      ) : (
        lampSummary(effectiveState, setState)
      )}
    </span>
  );
}

const BASE_COLUMNS: Array<DataTableColumn<OwnedTombstone>> = [
  {
    id: 'photo',
    label: 'Foto',
    format: (_value, row) => {
      const src = row.photo ?? row['photo-lapide'] ?? null;
      return src ? (
        <img className="client-thumb" src={src} alt="" width={56} height={56} loading="lazy" />
      ) : (
        <span className="client-thumb client-thumb--empty" aria-hidden="true" />
      );
    },
  },
  {
    id: 'name',
    label: 'Nome',
    minWidth: 140,
    format: (_value, row) => (
      <>
        {`${row.name} ${row.surname}`.trim()}
        <span className="rc-visually-hidden"> (apre la lapide in una nuova scheda)</span>
      </>
    ),
  },
  { id: 'dateOfBirth', label: 'Data di nascita', format: (value) => formatDate(value as string | null) },
  { id: 'dateOfDeath', label: 'Data di morte', format: (value) => formatDate(value as string | null) },
  { id: 'expirationDate', label: 'Memorial', format: (_value, row) => <MemorialStatus row={row} /> },
  { id: 'lamp', label: PAGES_TEXTS.lamp, format: (_value, row) => <LampStatus row={row} /> },
  // The family reads its plaque's codes here (spec panels §2 client panel; the server answers them to the owner only).
  {
    id: 'qrcodeAttivazione',
    label: PAGES_TEXTS.qrCode,
    format: (_value, row) =>
      row.qrcodeAttivazione ? <code>{row.qrcodeAttivazione}</code> : <span>{PAGES_TEXTS.noPlaque}</span>,
  },
  {
    id: 'verification_code',
    label: PAGES_TEXTS.verificationCode,
    format: (_value, row) => (row.verification_code ? <code>{row.verification_code}</code> : null),
  },
];

/** A control inside a clickable row: its clicks and keys are its own, not the row's (which opens the page). */
const own = (event: SyntheticEvent) => event.stopPropagation();

function TransferCell({
  row,
  onTransfer,
  onManagers,
}: {
  row: OwnedTombstone;
  onTransfer: (row: OwnedTombstone) => void;
  onManagers: (row: OwnedTombstone) => void;
}) {
  const name = `${row.name} ${row.surname}`.trim();
  return (
    <span className="client-row-actions" onClick={own} onKeyDown={own}>
      {row.ownerPending === 1 && <Chip tone="warning">{PAGES_TEXTS.pending}</Chip>}{' '}
      <Button variant="secondary" aria-label={PAGES_TEXTS.transferOf(name)} onClick={() => onTransfer(row)}>
        {PAGES_TEXTS.transfer}
      </Button>{' '}
      <Button variant="secondary" aria-label={MANAGERS_TEXTS.openOf(name)} onClick={() => onManagers(row)}>
        {MANAGERS_TEXTS.open}
      </Button>
    </span>
  );
}

export default function PagesSection({ title }: { title: string }) {
  const userId = useSession((state) => state.user?.user_id ?? null);
  const deceased = useMyDeceased(userId);
  const [transferring, setTransferring] = useState<number[] | null>(null);
  const [managing, setManaging] = useState<OwnedTombstone | null>(null);
  const columns = useMemo<Array<DataTableColumn<OwnedTombstone>>>(
    () => [
      ...BASE_COLUMNS,
      {
        id: 'actions',
        label: PAGES_TEXTS.actions,
        // In view at the frame's right edge while the wide table scrolls sideways.
        sticky: 'end',
        format: (_value, row) => (
          <>
            <TransferCell
              row={row}
              onTransfer={(picked) => setTransferring([picked.ID])}
              onManagers={setManaging}
            />{' '}
            <PagePrivacyButton deceasedId={row.ID} name={`${row.name} ${row.surname}`.trim()} />{' '}
            <FamilyDownloads row={row} />
          </>
        ),
      },
    ],
    [],
  );

  return (
    <>
      <div className="client-section-head">
        <h2 className="panel-section-title">{title}</h2>
        {/* A link styled as a button: it leaves the panel, so it must also open in a new tab if wished. */}
        <a className="rc-button rc-button--primary" href={MEMORIAL_ACTIVATE_PATH}>
          Attiva memorial
        </a>
      </div>
      {deceased.loading && <Spinner label="Caricamento delle tue lapidi digitali" />}
      {deceased.error && (
        <>
          <FormMessage>{deceased.error}</FormMessage>
          <Button variant="secondary" onClick={deceased.reload}>
            {MESSAGES.retry}
          </Button>
        </>
      )}
      {deceased.data && (
        <DataTable
          caption="Seleziona una riga per aprire la lapide digitale in una nuova scheda"
          columns={columns}
          rows={deceased.data}
          pageSizes={[5, 10, 25]}
          defaultPageSize={10}
          emptyText="Non hai ancora lapidi digitali."
          onRowClick={(row) => openMemorial(row.ID)}
        />
      )}
      <TransferDialog
        deceasedIds={transferring ?? []}
        open={transferring !== null}
        onClose={() => setTransferring(null)}
        onTransferred={deceased.reload}
      />
      {managing && (
        <ManagersDialog
          deceasedId={managing.ID}
          name={`${managing.name} ${managing.surname}`.trim()}
          onClose={() => setManaging(null)}
        />
      )}
      <ManagedPages />
    </>
  );
}
