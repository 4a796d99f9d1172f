// One table of the admin's #partners section: the requests waiting (accept, deny) or the accepted partners
// (disable an active one, enable a disabled one, open its page in a new tab). Each action asks for a
// confirmation, shows a toast and reloads both tables (spec panels §4 "page reloads after each").
import { useEffect, useRef, useState } from 'react';
import {
  ApiError,
  Button,
  ConfirmDialog,
  DataTable,
  formatDateTime,
  MESSAGES,
  Spinner,
  toast,
  type DataTableColumn,
} from '@ricordo/shared-design';
import { PartnerPageEditorDialog } from '@ricordo/shared-design/back-office';
import { decide, PAGE_SIZES, type AdminPartner, type PageSize, type PartnerAction } from './partners-api';
import { PARTNERS_TEXTS as T } from './partners-texts';

interface Pending {
  action: PartnerAction;
  partner: AdminPartner;
  question: string;
  done: string;
}

export interface Paging {
  /** Zero-based. */
  page: number;
  pageSize: PageSize;
}

export const FIRST_PAGE: Paging = { page: 0, pageSize: 5 };

export interface PartnersTableProps {
  title: string;
  intro: string;
  /** The page shown and the total, or null while loading. */
  data: { items: AdminPartner[]; total: number } | null;
  error: string | null;
  paging: Paging;
  onPaging: (paging: Paging) => void;
  /** After every action, with the partner acted on: both tables load again. */
  onChanged: (partnerId?: number) => void;
  /** The partner whose row takes the focus (its first action), if this table shows it. */
  focusPartner?: number | null;
}

export function PartnersTable({
  title,
  intro,
  data,
  error,
  paging,
  onPaging,
  onChanged,
  focusPartner = null,
}: PartnersTableProps) {
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusPartner === null) return;
    region.current?.querySelector<HTMLElement>(`[data-partner="${focusPartner}"] :is(button, a)`)?.focus();
  }, [focusPartner]);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<AdminPartner | null>(null);

  const run = async ({ action, partner, done }: Pending) => {
    setBusy(true);
    try {
      await decide(action, partner.ID);
      toast(done, 'success');
      onChanged(partner.ID);
    } catch (failure) {
      toast(failure instanceof ApiError ? failure.message : T.failed, 'error');
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const ask = (action: PartnerAction, partner: AdminPartner) => {
    const byAction: Record<PartnerAction, Omit<Pending, 'action' | 'partner'>> = {
      acceptPartner: {
        question:
          partner.status === 'disabled' ? T.confirmEnable(partner.name) : T.confirmAccept(partner.name),
        done: T.accepted,
      },
      denyPartner: { question: T.confirmDeny(partner.name), done: T.denied },
      downgradePartner: { question: T.confirmDowngrade(partner.name), done: T.downgraded },
    };
    setPending({ action, partner, ...byAction[action] });
  };

  const actionButton = (action: PartnerAction, label: string, partner: AdminPartner) => (
    <Button
      variant="secondary"
      aria-label={T.actionLabel(label, partner.name)}
      onClick={() => ask(action, partner)}
    >
      {label}
    </Button>
  );

  const columns: Array<DataTableColumn<AdminPartner>> = [
    { id: 'ID', label: T.columns.id },
    { id: 'name', label: T.columns.name },
    { id: 'type', label: T.columns.type, format: (value) => T.types[value as string] ?? String(value) },
    { id: 'username', label: T.columns.username },
    { id: 'VAT', label: T.columns.vat },
    { id: 'SDI', label: T.columns.sdi },
    {
      id: 'contacts',
      label: T.columns.contacts,
      format: (_value, row) => [row.email, row.telephone, row.mobile].filter(Boolean).join(' · '),
    },
    {
      id: 'website',
      label: T.columns.website,
      format: (value) =>
        value ? (
          <a href={value as string} target="_blank" rel="noopener noreferrer">
            {value as string}
          </a>
        ) : null,
    },
    { id: 'address', label: T.columns.address },
    {
      id: 'requestedAt',
      label: T.columns.requestedAt,
      format: (value) => <span className="rc-nowrap">{value ? formatDateTime(value as string) : ''}</span>,
    },
    {
      id: 'status',
      label: T.columns.status,
      format: (value) => T.statuses[value as string] ?? String(value),
    },
    {
      id: 'actions',
      label: T.columns.actions,
      sticky: 'end',
      format: (_value, row) => (
        <span className="rc-dedication-review__actions" data-partner={row.ID}>
          {row.status === 'pending' && actionButton('acceptPartner', T.accept, row)}
          {row.status === 'pending' && actionButton('denyPartner', T.deny, row)}
          {row.status === 'active' && actionButton('downgradePartner', T.downgrade, row)}
          {row.status === 'disabled' && actionButton('acceptPartner', T.enable, row)}
          {row.status === 'active' && (
            <a href={`/partner-page?${row.ID}`} target="_blank" rel="noopener noreferrer">
              {T.viewPage}
            </a>
          )}
          {row.status === 'active' && (
            <Button
              variant="secondary"
              aria-label={T.actionLabel(T.editPage, row.name)}
              onClick={() => setEditing(row)}
            >
              {T.editPage}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <section ref={region} aria-label={title}>
      <h3>{title}</h3>
      <p className="rc-field__hint">{intro}</p>
      {error !== null ? (
        <p role="alert">{MESSAGES.noConnection}</p>
      ) : !data ? (
        <Spinner />
      ) : (
        <DataTable
          columns={columns}
          rows={data.items}
          pageSizes={[...PAGE_SIZES]}
          emptyText={T.empty}
          serverPaging={{
            total: data.total,
            page: paging.page,
            pageSize: paging.pageSize,
            onChange: (page, pageSize) => onPaging({ page, pageSize: pageSize as PageSize }),
          }}
        />
      )}
      <PartnerPageEditorDialog
        partnerId={editing?.ID ?? null}
        title={editing ? `${T.editPage}: ${editing.name}` : undefined}
        onClose={() => {
          setEditing(null);
          onChanged();
        }}
      />
      <ConfirmDialog
        open={pending !== null}
        message={pending?.question ?? ''}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending) void run(pending);
        }}
      />
    </section>
  );
}
