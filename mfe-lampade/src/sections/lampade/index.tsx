// #lampade (spec panels §2 lamp panel, §4 lamp states): the manager's lamps with their real state, battery,
// last check-in and paid period; 'in attesa' while a change waits for the lamp; the anomaly filter; a row
// opens the lamp's popup (only the manager's own lamps are listed, so only theirs open).
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  ApiError,
  Checkbox,
  DataTable,
  FormMessage,
  formatDate,
  formatDateTime,
  isAbortError,
  MESSAGES,
  Button,
  Spinner,
  TextField,
  useSession,
  type DataTableColumn,
} from '@ricordo/shared-design';
import { modeLabel, useDeceasedIdParam } from '@ricordo/shared-design/back-office';
import { loadLamp, loadLamps, type Lamp, type LampList } from './lampade-api';
import { LAMPADE_TEXTS as T } from './lampade-texts';
import { LampPopup } from './LampPopup';
import { LampStateCell } from './LampStateCell';

const COLUMNS: Array<DataTableColumn<Lamp>> = [
  { id: 'state', label: T.columns.state, format: (_value, row) => <LampStateCell lamp={row} /> },
  { id: 'serialeLampada', label: T.columns.serial },
  {
    id: 'deceased',
    label: T.columns.deceased,
    format: (_value, row) => `${row.nomeDefunto} ${row.cognomeDefunto}`.trim(),
  },
  { id: 'abbonato', label: T.columns.subscriber, format: (value) => (value as string | null) ?? '—' },
  { id: 'mode', label: T.columns.mode, format: (_value, row) => modeLabel(row.statoLampadaImpostato) },
  {
    id: 'livelloBatteria',
    label: T.columns.battery,
    align: 'right',
    format: (value) => (value === null ? '—' : `${value as number}%`),
  },
  {
    id: 'dataUltimoControllo',
    label: T.columns.lastCheckin,
    format: (value) => (value === null ? T.never : formatDateTime(value as number)),
  },
  {
    id: 'dataTermineAccensione',
    label: T.columns.paidUntil,
    format: (value) => (value === null ? T.notPaid : formatDate(value as string)),
  },
];

export default function LampadeSection({ title }: { title: string }) {
  const userId = useSession((state) => state.user?.user_id ?? null);
  const [anomalies, setAnomalies] = useState(false);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [attempt, setAttempt] = useState(0);
  const [list, setList] = useState<LampList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<Lamp | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  // The memorial page's lamp icon links its manager here with the deceased in the query: open its popup.
  const linked = useDeceasedIdParam();
  useEffect(() => {
    if (linked === null) return;
    const controller = new AbortController();
    loadLamp(linked, controller.signal).then(setOpen, (failure: unknown) => {
      if (isAbortError(failure)) return;
      console.error('lampadaData failed', failure);
      setError(failure instanceof ApiError ? failure.message : MESSAGES.unexpected);
    });
    return () => controller.abort();
  }, [linked]);
  const closePopup = () => {
    setOpen(null);
    if (linked !== null)
      // Without the query, wherever it was written (before the hash or after it).
      void navigate({ pathname: location.pathname, hash: location.hash.split('?')[0] }, { replace: true });
  };

  useEffect(() => {
    if (userId === null) return;
    const controller = new AbortController();
    setError(null);
    loadLamps(userId, { anomalies, text: search, page, pageSize }, controller.signal).then(
      setList,
      (failure: unknown) => {
        if (isAbortError(failure)) return;
        console.error('lampadeGestoreData failed', failure);
        setError(failure instanceof ApiError ? failure.message : MESSAGES.unexpected);
      },
    );
    return () => controller.abort();
  }, [userId, anomalies, search, page, pageSize, attempt]);

  const paging = useMemo(
    () =>
      list
        ? {
            total: list.total,
            page: page - 1,
            pageSize,
            onChange: (nextPage: number, nextSize: number) => {
              setPage(nextPage + 1);
              setPageSize(nextSize);
            },
          }
        : undefined,
    [list, page, pageSize],
  );

  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <form
        className="lamp-filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setSearch(text);
        }}
      >
        <TextField label={T.search} value={text} onChange={(event) => setText(event.target.value)} />
        <Button type="submit" variant="secondary">
          Cerca
        </Button>
        <Button type="button" variant="secondary" onClick={() => setAttempt((value) => value + 1)}>
          {T.refresh}
        </Button>
        <Checkbox
          label={T.onlyAnomalies(list?.anomalie ?? 0)}
          checked={anomalies}
          onChange={(event) => {
            setPage(1);
            setAnomalies(event.target.checked);
          }}
        />
      </form>
      {error !== null && (
        <>
          <FormMessage>{error}</FormMessage>
          <Button variant="secondary" onClick={() => setAttempt((value) => value + 1)}>
            {MESSAGES.retry}
          </Button>
        </>
      )}
      {list === null && error === null && <Spinner label="Caricamento delle lampade" />}
      {list !== null && (
        <DataTable
          caption={T.caption}
          columns={COLUMNS}
          rows={list.lampade}
          getRowId={(row) => row.serialeLampada}
          pageSizes={[5, 10, 25, 100]}
          defaultPageSize={10}
          emptyText={T.empty}
          onRowClick={(row) => setOpen(row)}
          serverPaging={paging}
        />
      )}
      {open && (
        <LampPopup lamp={open} onClose={closePopup} onChanged={() => setAttempt((value) => value + 1)} />
      )}
    </>
  );
}
