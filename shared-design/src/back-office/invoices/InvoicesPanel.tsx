// 'Fatture' of the lamp panel (the manager's own invoices) and of the admin panel (Ricordo's, or another
// issuer's): docs/contracts.md "Invoices". A month, a state (and for the admin an issuer) pick the page the
// server keeps; each row downloads its FatturaPA file and its readable PDF copy, a blocked one shows why and
// can be tried again, and the month's files download as one ZIP for the accountant.
import { useEffect, useMemo, useState } from 'react';
import {
  ApiError,
  Button,
  DataTable,
  FormMessage,
  formatDate,
  formatEuro,
  isAbortError,
  MESSAGES,
  romeDay,
  Select,
  Spinner,
  TextField,
  toast,
  type DataTableColumn,
} from '@ricordo/shared-design';
import { DownloadError, downloadFile } from '../download';
import { useDownloads } from '../card-actions';
import {
  invoicePaths,
  loadInvoices,
  retryInvoice,
  type InvoiceItem,
  type InvoiceList,
  type InvoiceScope,
  type InvoiceState,
} from './invoices-api';
import { INVOICE_STATE_OPTIONS, INVOICES_TEXTS as T } from './invoices-texts';
import './invoices.css';

export interface InvoicesPanelProps {
  scope: InvoiceScope;
  title: string;
  /** Admin: the issuers to pick (adminFattureEmittenti: Ricordo first); Ricordo alone until they are known. */
  issuers?: ReadonlyArray<{ key: string; name: string }>;
}

const RICORDO_ONLY = [{ key: 'ricordo', name: T.issuers.ricordo }];

const PAGE_SIZES = [10, 25, 100];

export function InvoicesPanel({ scope, title, issuers = RICORDO_ONLY }: InvoicesPanelProps) {
  const [month, setMonth] = useState(() => romeDay().slice(0, 7));
  const [state, setState] = useState<InvoiceState | ''>('');
  const [issuer, setIssuer] = useState('ricordo');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const [attempt, setAttempt] = useState(0);
  const [list, setList] = useState<InvoiceList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { busy, during } = useDownloads();

  useEffect(() => {
    if (!/^\d{4}-\d{2}$/.test(month)) return;
    const controller = new AbortController();
    setError(null);
    loadInvoices(scope, { month, state, issuer, page, pageSize }, controller.signal).then(
      setList,
      (failure: unknown) => {
        if (isAbortError(failure)) return;
        console.error('invoice list failed', failure);
        setError(failure instanceof ApiError ? failure.message : MESSAGES.unexpected);
      },
    );
    return () => controller.abort();
  }, [scope, month, state, issuer, page, pageSize, attempt]);

  const columns = useMemo<Array<DataTableColumn<InvoiceItem>>>(() => {
    const names = new Map(issuers.map((each) => [each.key, each.name]));
    const save = (label: string, path: string, filename: string, done: string) =>
      void during(label, async () => {
        try {
          await downloadFile(path, filename);
          toast(done, 'success');
        } catch (failure) {
          toast((failure instanceof DownloadError && failure.message) || T.downloadFailed, 'error');
        }
      });
    const retry = (row: InvoiceItem, label: string) =>
      void during(label, async () => {
        try {
          const now = await retryInvoice(scope, row.id);
          if (now.state === 'bloccata') toast(now.blockedReason ?? T.stillBlocked, 'error');
          else toast(T.issued, 'success');
          setAttempt((value) => value + 1);
        } catch (failure) {
          toast(failure instanceof ApiError ? failure.message : MESSAGES.unexpected, 'error');
        }
      });
    const numberOf = (row: InvoiceItem) => row.number ?? `#${row.id}`;
    return [
      {
        id: 'number',
        label: T.columns.number,
        format: (_value, row) => (
          <>
            {row.number ?? T.notNumbered}
            {row.type === 'TD04' && <div className="rc-invoices__note">{T.creditNote}</div>}
          </>
        ),
      },
      { id: 'issueDay', label: T.columns.date, format: (value) => formatDate(value as string) },
      ...(scope === 'admin' && issuer === 'tutti'
        ? [
            {
              id: 'issuerKey',
              label: T.columns.issuer,
              format: (value: unknown) => names.get(value as string) ?? T.issuerOf(value as string),
            },
          ]
        : []),
      { id: 'recipient', label: T.columns.recipient },
      {
        id: 'totalCents',
        label: T.columns.total,
        align: 'right',
        format: (value) => formatEuro(value as number),
      },
      {
        id: 'state',
        label: T.columns.state,
        format: (_value, row) => (
          <>
            {row.stateLabel}
            {row.blockedReason && <div className="rc-invoices__note">{row.blockedReason}</div>}
            {row.sdiNotice && <div className="rc-invoices__note">{row.sdiNotice}</div>}
          </>
        ),
      },
      {
        id: 'actions',
        label: T.columns.actions,
        sticky: 'end',
        format: (_value, row) => {
          const label = (action: string) => T.actionOf(action, numberOf(row));
          if (row.state === 'bloccata')
            return (
              <Button
                variant="secondary"
                aria-label={label(T.retry)}
                disabled={busy !== null}
                onClick={() => retry(row, label(T.retry))}
              >
                {busy === label(T.retry) ? <Spinner /> : T.retry}
              </Button>
            );
          const pdfName = `fattura-${(row.number ?? String(row.id)).replace('/', '-')}.pdf`;
          return (
            <span className="rc-invoices__actions">
              <Button
                variant="secondary"
                aria-label={label(T.xml)}
                disabled={busy !== null}
                onClick={() =>
                  save(
                    label(T.xml),
                    invoicePaths.xml(scope, row.id),
                    row.fileName ?? `${row.id}.xml`,
                    T.xmlDone,
                  )
                }
              >
                {busy === label(T.xml) ? <Spinner /> : T.xml}
              </Button>
              <Button
                variant="secondary"
                aria-label={label(T.pdf)}
                disabled={busy !== null}
                onClick={() => save(label(T.pdf), invoicePaths.pdf(scope, row.id), pdfName, T.pdfDone)}
              >
                {busy === label(T.pdf) ? <Spinner /> : T.pdf}
              </Button>
            </span>
          );
        },
      },
    ];
  }, [scope, issuer, issuers, busy, during]);

  const zip = () =>
    void during(T.zip, async () => {
      try {
        await downloadFile(invoicePaths.zip(scope, month, issuer), `fatture-${month}.zip`);
        toast(T.zipDone, 'success');
      } catch (failure) {
        toast((failure instanceof DownloadError && failure.message) || T.downloadFailed, 'error');
      }
    });

  const paging = list
    ? {
        total: list.total,
        page: page - 1,
        pageSize,
        onChange: (nextPage: number, nextSize: number) => {
          setPage(nextPage + 1);
          setPageSize(nextSize);
        },
      }
    : undefined;

  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <div className="rc-invoices__filters">
        <TextField
          label={T.month}
          type="month"
          value={month}
          onChange={(event) => {
            setMonth(event.target.value);
            setPage(1);
          }}
        />
        <Select
          label={T.state}
          placeholder={T.allStates}
          options={INVOICE_STATE_OPTIONS.map((option) => ({ ...option }))}
          value={state}
          onChange={(event) => {
            setState(event.target.value as InvoiceState | '');
            setPage(1);
          }}
        />
        {scope === 'admin' && (
          <Select
            label={T.issuer}
            options={[
              ...issuers.map((each) => ({ value: each.key, label: each.name })),
              { value: 'tutti', label: T.issuers.tutti },
            ]}
            value={issuer}
            onChange={(event) => {
              setIssuer(event.target.value);
              setPage(1);
            }}
          />
        )}
        <Button disabled={busy !== null || !list || list.total === 0} onClick={zip}>
          {busy === T.zip ? <Spinner /> : T.zip}
        </Button>
      </div>
      {error !== null && (
        <>
          <FormMessage>{error}</FormMessage>
          <Button variant="secondary" onClick={() => setAttempt((value) => value + 1)}>
            {MESSAGES.retry}
          </Button>
        </>
      )}
      {list === null && error === null && <Spinner label={T.loading} />}
      {list !== null && (
        <DataTable
          caption={T.caption}
          columns={columns}
          rows={list.invoices}
          pageSizes={PAGE_SIZES}
          emptyText={T.empty}
          serverPaging={paging}
        />
      )}
    </>
  );
}
