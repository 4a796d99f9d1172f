// #rinnovi, 'Rinnovi in scadenza' (docs/contracts.md "Lamps", renewals): a month's lamps whose paid period
// ends, the expected and collected fees above them, and the bulk renewal of the selected lamps (one request:
// the server records a payment, an invoice and a receipt for each, and says which failed).
import { useEffect, useMemo, useState } from 'react';
import {
  ApiError,
  Button,
  Checkbox,
  ConfirmDialog,
  DataTable,
  FormMessage,
  formatDate,
  formatEuro,
  isAbortError,
  MESSAGES,
  romeDay,
  Spinner,
  TextField,
  type DataTableColumn,
} from '@ricordo/shared-design';
import { loadRenewals, renew, type Renewal, type RenewalList, type RenewalResult } from './rinnovi-api';
import { RINNOVI_TEXTS as T } from './rinnovi-texts';
import './rinnovi.css';

const canRenew = (row: Renewal) => !row.rinnovata && row.canoneCentesimi !== null;

export default function RinnoviSection({ title }: { title: string }) {
  const [month, setMonth] = useState(() => romeDay().slice(0, 7));
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const [attempt, setAttempt] = useState(0);
  const [list, setList] = useState<RenewalList | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The selection, by serial, with each row kept for the confirmation's total.
  const [selected, setSelected] = useState<Map<string, Renewal>>(new Map());
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<RenewalResult | null>(null);

  useEffect(() => {
    if (!/^\d{4}-\d{2}$/.test(month)) return;
    const controller = new AbortController();
    setError(null);
    loadRenewals(month, page, pageSize, controller.signal).then(setList, (failure: unknown) => {
      if (isAbortError(failure)) return;
      console.error('lampadaRinnovi failed', failure);
      setError(failure instanceof ApiError ? failure.message : MESSAGES.unexpected);
    });
    return () => controller.abort();
  }, [month, page, pageSize, attempt]);

  const toggle = (row: Renewal, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(row.seriale, row);
      else next.delete(row.seriale);
      return next;
    });

  const renewable = list?.rinnovi.filter(canRenew) ?? [];
  const pageSelected = renewable.length > 0 && renewable.every((row) => selected.has(row.seriale));
  const total = [...selected.values()].reduce((sum, row) => sum + (row.canoneCentesimi ?? 0), 0);

  const columns = useMemo<Array<DataTableColumn<Renewal>>>(
    () => [
      {
        id: 'select',
        label: T.columns.select,
        format: (_value, row) =>
          canRenew(row) ? (
            <Checkbox
              label={<span className="renewal-hidden-label">{T.selectRow(row.seriale)}</span>}
              checked={selected.has(row.seriale)}
              onChange={(event) => toggle(row, event.target.checked)}
            />
          ) : null,
      },
      { id: 'seriale', label: T.columns.serial },
      { id: 'defunto', label: T.columns.deceased },
      { id: 'abbonato', label: T.columns.subscriber, format: (value) => (value as string | null) ?? '—' },
      { id: 'termine', label: T.columns.end, format: (value) => formatDate(value as string) },
      {
        id: 'canoneCentesimi',
        label: T.columns.fee,
        align: 'right',
        format: (value) => (value === null ? T.noFee : formatEuro(value as number)),
      },
      {
        id: 'rinnovata',
        label: T.columns.renewed,
        format: (_value, row) =>
          row.rinnovata && row.rinnovoFino ? T.renewedUntil(formatDate(row.rinnovoFino)) : T.notRenewed,
      },
    ],
    [selected],
  );

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

  const confirm = async () => {
    setBusy(true);
    try {
      setResult(await renew(month, [...selected.keys()]));
      setSelected(new Map());
      setAttempt((value) => value + 1);
    } catch (failure) {
      console.error('lampadaRinnoviCreate failed', failure);
      setError(failure instanceof ApiError ? failure.message : MESSAGES.unexpected);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const summary = list?.riepilogo;
  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <div className="lamp-filters">
        <TextField
          label={T.month}
          type="month"
          value={month}
          onChange={(event) => {
            setMonth(event.target.value);
            setPage(1);
            setSelected(new Map());
            setResult(null);
          }}
        />
      </div>
      {summary && (
        <dl className="renewal-figures" aria-label="Previsto e incassato del mese">
          <div>
            <dt>{T.expected}</dt>
            <dd>{formatEuro(summary.previstoCentesimi)}</dd>
          </div>
          <div>
            <dt>{T.collected}</dt>
            <dd>{formatEuro(summary.incassatoCentesimi)}</dd>
          </div>
          <div>
            <dt>{T.columns.renewed}</dt>
            <dd>{T.lamps(summary.rinnovate, summary.lampade)}</dd>
          </div>
          {summary.senzaCanone > 0 && <p>{T.withoutFee(summary.senzaCanone)}</p>}
        </dl>
      )}
      {error !== null && (
        <>
          <FormMessage>{error}</FormMessage>
          <Button variant="secondary" onClick={() => setAttempt((value) => value + 1)}>
            {MESSAGES.retry}
          </Button>
        </>
      )}
      {busy && <Spinner label={T.renewing} />}
      {result && (
        <div role="status" aria-label={T.resultLabel} className="renewal-result">
          <p>{T.recorded(result.rinnovati)}</p>
          {result.giaRinnovati > 0 && <p>{T.already(result.giaRinnovati)}</p>}
          {result.falliti.length > 0 && (
            <>
              <p>{T.failedTitle}</p>
              <ul>
                {result.falliti.map((failure) => (
                  <li key={failure.seriale}>
                    {failure.seriale}: {failure.motivo}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {list === null && error === null && <Spinner label={T.loading} />}
      {list !== null && (
        <>
          <div className="renewal-actions">
            <Checkbox
              label={T.selectPage}
              checked={pageSelected}
              disabled={renewable.length === 0}
              onChange={(event) => renewable.forEach((row) => toggle(row, event.target.checked))}
            />
            <Button disabled={selected.size === 0 || busy} onClick={() => setConfirming(true)}>
              {T.renewSelected(selected.size)}
            </Button>
          </div>
          <DataTable
            caption={T.caption}
            columns={columns}
            rows={list.rinnovi}
            getRowId={(row) => row.seriale}
            pageSizes={[10, 25, 100, 500]}
            defaultPageSize={25}
            emptyText={T.empty}
            serverPaging={paging}
          />
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={T.confirmTitle}
        message={T.confirm(selected.size, formatEuro(total))}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
