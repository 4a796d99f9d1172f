import { HttpException } from '@nestjs/common';

/**
 * An error meant for people: an HTTP status, the spec's errorCode and its Italian message.
 * Each module's `<domain>.errors.ts` builds these; the exception filter writes them.
 */
export class AppError extends HttpException {
  constructor(
    status: number,
    readonly errorCode: string,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message, status);
  }
}

/** Messages used by the platform itself rather than by one domain. */
export const CommonMessages = {
  unexpected: 'Errore imprevisto riprovare piu` tardi',
  /** The database cannot be reached: a truthful 503, the write was not kept. */
  databaseUnavailable:
    'Servizio momentaneamente non disponibile, il messaggio non è stato salvato: riprovare piu` tardi',
  required: 'Campo obbligatorio',
  invalid: 'Campo non valido',
  notFound: 'Risorsa non trovata',
  badRequest: 'Richiesta non valida',
  tooLarge: 'Richiesta troppo grande',
  invalidId: 'Id non valido',
  forbidden: 'Accesso negato',
  unauthorized: "Effettua l'accesso per continuare",
} as const;

export const CommonErrors = {
  invalidId: () => new AppError(400, 'INVALID_ID', CommonMessages.invalidId),
  validation: (fields: Record<string, string>) =>
    new AppError(400, 'VALIDATION_FAILED', Object.values(fields)[0] ?? CommonMessages.invalid, { fields }),
};
