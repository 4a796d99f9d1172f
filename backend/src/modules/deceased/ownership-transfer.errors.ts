import { AppError, CommonErrors, CommonMessages } from '../../common/app-error';

/** Italian texts of the ownership transfer (spec panels §8 "Transfer", spec public §8 "Token pages"). */
export const TransferMessages = {
  required: CommonMessages.required,
  invalid: CommonMessages.invalid,
  sent: 'La richiesta di trasferimento è stata inviata con successo',
  pendingRequest:
    'Il caro selezionato è stato già trasferito e sta aspettando la risposta del ricevente, desidera procedere lo stesso?',
  updateFailed: 'errore imprevisto',
  ownerNotFound: 'utente non trovato',
  deceasedNotFound: 'defunto non trovato',
  accepted: 'Trasferimento completato con successo',
  linkInvalid: 'Il link non è più valido',
} as const;

export const TransferErrors = {
  field: (field: string, message: string) => CommonErrors.validation({ [field]: message }),
  /** A transfer of one of the pages waits for its receiver; `force=1` supersedes it. */
  pendingRequest: () => new AppError(409, 'PENDING_REQUEST', TransferMessages.pendingRequest),
  ownerNotFound: () => new AppError(404, 'OWNER_NOT_FOUND', TransferMessages.ownerNotFound),
  /** Also for a page the caller may not transfer: nobody learns which ids exist. */
  deceasedNotFound: () => new AppError(404, 'DECEASED_NOT_FOUND', TransferMessages.deceasedNotFound),
  updateFailed: () => new AppError(500, 'UPDATE_FAILED', TransferMessages.updateFailed),
  linkInvalid: () => new AppError(410, 'TOKEN_INVALID', TransferMessages.linkInvalid),
};
