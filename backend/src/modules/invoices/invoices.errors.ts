import { AppError } from '../../common/app-error';

export const InvoiceMessages = {
  notFound: 'Fattura non trovata',
  notIssued: 'La fattura è bloccata: non è ancora stata emessa.',
  notBlocked: 'La fattura non è bloccata: non c’è nulla da riprovare.',
  retried: 'Fattura emessa',
  stillBlocked: 'La fattura è ancora bloccata',
} as const;

export const InvoiceErrors = {
  /** Unknown, or another issuer's: nobody learns which invoices exist. */
  notFound: () => new AppError(404, 'INVOICE_NOT_FOUND', InvoiceMessages.notFound),
  notIssued: () => new AppError(409, 'INVOICE_NOT_ISSUED', InvoiceMessages.notIssued),
  notBlocked: () => new AppError(409, 'INVOICE_NOT_BLOCKED', InvoiceMessages.notBlocked),
};
