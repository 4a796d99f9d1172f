// #audit: the audit log of the administrators' actions, newest first, filtered by user,
// action and target, with server pages of 5/10/25/100 rows (spec panels §9).
import { useState, type FormEvent } from 'react';
import {
  Button,
  DataTable,
  formatDateTime,
  MESSAGES,
  Select,
  Spinner,
  TextField,
  type DataTableColumn,
} from '@ricordo/shared-design';
import { useApiData } from '@ricordo/shared-design/back-office';
import { auditQuery, changes, PAGE_SIZES, pagingTotal, targetOf, type AuditEntry } from './audit-api';
import { AUDIT_TEXTS as T } from './audit-texts';

type Filters = Parameters<typeof auditQuery>[0];

const NO_FILTERS: Filters = { user: '', action: '', targetType: '', targetId: '' };

interface Paging {
  /** Zero-based page shown. */
  page: number;
  pageSize: number;
  /** How the server finds it: the first page by number, the others by the id of a row next to them. */
  cursor: { page: 1 } | { after: number } | { before: number };
}

const FIRST_PAGE: Paging = { page: 0, pageSize: 5, cursor: { page: 1 } };

const COLUMNS: Array<DataTableColumn<AuditEntry>> = [
  { id: 'ID', label: 'ID' },
  { id: 'time', label: T.time, minWidth: 130, format: (value) => formatDateTime(value as number) },
  { id: 'actorUsername', label: T.admin },
  // Only an admin acting as a user acted on someone's behalf; elsewhere that account is the one concerned.
  {
    id: 'actedUsername',
    label: T.acted,
    format: (value, row) => (row.onBehalf ? (value as string | null) : null) ?? T.none,
  },
  { id: 'action', label: T.action, format: (_value, row) => row.actionLabel },
  { id: 'targetType', label: T.target, format: (_value, row) => targetOf(row) },
  {
    id: 'values',
    label: T.values,
    minWidth: 220,
    format: (_value, row) => {
      const lines = changes(row);
      return lines.length === 0 ? (
        T.none
      ) : (
        <ul className="admin-audit-values">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      );
    },
  },
  { id: 'reason', label: T.reason, format: (value) => (value as string | null) ?? T.none },
];

export default function AuditSection({ title }: { title: string }) {
  const [typed, setTyped] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const { data, error } = useApiData('adminAudit', {
    query: { ...auditQuery(filters), ...paging.cursor, maxResults: paging.pageSize },
  });

  const apply = (next: Filters) => {
    setFilters(next);
    setPaging((current) => ({ ...FIRST_PAGE, pageSize: current.pageSize }));
  };
  // The log is paged by cursor (the kit's table only moves one page at a time): the next page is the rows
  // older than the last one shown, the previous the rows newer than the first; anything else starts again.
  const move = (page: number, pageSize: number) => {
    const rows = data?.entries ?? [];
    if (pageSize === paging.pageSize && page === paging.page + 1 && rows.length > 0)
      setPaging({ page, pageSize, cursor: { after: rows[rows.length - 1].ID } });
    else if (pageSize === paging.pageSize && page === paging.page - 1 && page > 0 && rows.length > 0)
      setPaging({ page, pageSize, cursor: { before: rows[0].ID } });
    else setPaging({ ...FIRST_PAGE, pageSize });
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    apply(typed);
  };
  // The choices of the action and target filters are what the log holds; a text box if they cannot load.
  const vocabulary = useApiData('adminAuditVocabulary', {});
  const update = (key: keyof Filters, value: string) => setTyped((current) => ({ ...current, [key]: value }));
  const field = (key: keyof Filters, label: string) => (
    <TextField label={label} value={typed[key]} onChange={(event) => update(key, event.target.value)} />
  );
  const choice = (
    key: 'action' | 'targetType',
    label: string,
    values: string[] | undefined,
    labels: Record<string, string> = {},
  ) =>
    values ? (
      <Select
        label={label}
        placeholder={T.all}
        options={values.map((value) => ({ value, label: labels[value] ?? value }))}
        value={typed[key]}
        onChange={(event) => update(key, event.target.value)}
      />
    ) : (
      field(key, label)
    );

  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <p className="rc-field__hint">{T.intro}</p>
      <form className="admin-table-filter" role="search" onSubmit={search}>
        {field('user', T.filterUser)}
        {choice('action', T.filterAction, vocabulary.data?.actions, vocabulary.data?.actionLabels)}
        {choice('targetType', T.filterTargetType, vocabulary.data?.targetTypes)}
        {field('targetId', T.filterTargetId)}
        <Button type="submit">{T.filterSubmit}</Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setTyped(NO_FILTERS);
            apply(NO_FILTERS);
          }}
        >
          {T.filterReset}
        </Button>
      </form>
      {error !== null ? (
        <p role="alert">{MESSAGES.noConnection}</p>
      ) : !data ? (
        <Spinner />
      ) : (
        <DataTable
          caption={T.caption}
          columns={COLUMNS}
          rows={data.entries}
          pageSizes={PAGE_SIZES}
          emptyText={MESSAGES.noResults}
          serverPaging={{
            ...pagingTotal(data, paging.page * paging.pageSize),
            page: paging.page,
            pageSize: paging.pageSize,
            onChange: move,
          }}
        />
      )}
    </>
  );
}
