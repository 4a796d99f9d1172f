// The calls of the panels' 'Fatture' (docs/contracts.md "Invoices"), by operationId through the kit's typed
// client; the files (XML, PDF, ZIP) go through the download helper, which tells a refusal from a file.
import { api, type CallData, type Schema } from '@ricordo/shared-design';

export type InvoiceItem = Schema<'InvoiceItemDto'>;
export type InvoiceList = CallData<'lampadeFatture'>;

/** Whose invoices: the lamp manager's own (lamp panel) or the admin's (Ricordo's, or by issuer). */
export type InvoiceScope = 'lampade' | 'admin';

export type InvoiceState = InvoiceItem['state'];

export interface InvoiceFilters {
  month: string;
  /** '' for every state. */
  state: InvoiceState | '';
  /** Admin only: 'ricordo', another issuer's key ('partner:{id}') or 'tutti'. */
  issuer: string;
  page: number;
  pageSize: number;
}

const BASE: Record<InvoiceScope, string> = {
  lampade: '/api/lampade/fatture',
  admin: '/api/admin/fatture',
};

export async function loadInvoices(
  scope: InvoiceScope,
  filters: InvoiceFilters,
  signal?: AbortSignal,
): Promise<InvoiceList> {
  const query = {
    month: filters.month,
    page: filters.page,
    maxResults: filters.pageSize,
    ...(filters.state ? { state: filters.state } : {}),
  };
  if (scope === 'admin')
    return (await api.call('adminFatture', { query: { ...query, issuer: filters.issuer }, signal })).data;
  return (await api.call('lampadeFatture', { query, signal })).data;
}

/** Issues a blocked invoice again; answers the row as it is now (still blocked, or numbered). */
export async function retryInvoice(scope: InvoiceScope, id: number): Promise<InvoiceItem> {
  const path = { id: String(id) };
  const answer =
    scope === 'admin'
      ? await api.call('adminFatturaRiprova', { path })
      : await api.call('lampadeFatturaRiprova', { path });
  return answer.data.invoice;
}

export const invoicePaths = {
  xml: (scope: InvoiceScope, id: number) => `${BASE[scope]}/${id}/xml`,
  pdf: (scope: InvoiceScope, id: number) => `${BASE[scope]}/${id}/pdf`,
  zip: (scope: InvoiceScope, month: string, issuer: string) =>
    `${BASE[scope]}/zip?month=${encodeURIComponent(month)}` +
    (scope === 'admin' ? `&issuer=${encodeURIComponent(issuer)}` : ''),
};
