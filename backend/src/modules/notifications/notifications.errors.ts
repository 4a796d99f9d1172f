import { AppError } from '../../common/app-error';

export const NotificationErrors = {
  messageNotFound: () => new AppError(404, 'OUTBOX_MESSAGE_NOT_FOUND', 'Messaggio non trovato'),
  notRetryable: () =>
    new AppError(409, 'OUTBOX_NOT_RETRYABLE', 'Si possono riprovare solo i messaggi non recapitati'),
};
