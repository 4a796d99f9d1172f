// The panels' 'Fatture' (lamp panel: the manager's own; admin panel: Ricordo's and any issuer's).
export { InvoicesPanel, type InvoicesPanelProps } from './InvoicesPanel';
export { INVOICES_TEXTS, INVOICE_STATE_OPTIONS } from './invoices-texts';
