import { AppError, CommonErrors, CommonMessages } from '../../common/app-error';

/** Italian texts of QR generation and administration (spec panels §5 "QR generation", §8). */
export const QrAdminMessages = {
  required: CommonMessages.required,
  invalid: CommonMessages.invalid,
  // spec panels §5: amount greater than 0, at most 500 per batch (§9 "QR per generation max 500").
  amountTooSmall: 'Devi inserire un numero superiore allo 0',
  amountTooLarge: 'Il numero massimo di qrCode inseribili e` 500',
  generated: 'QR code generati con successo',
  notFound: 'QrCode non trovato',
  deleted: 'Elemento eliminato con successo',
  modified: 'Elemento modificato con successo',
  activated: 'Il qrCode selezionato e` stato attivato e non puo` essere eliminato',
  activationPending:
    'Il qrCode selezionato ha una richiesta di attivazione in corso e non puo` essere eliminato',
  alreadySold: 'Il qrCode selezionato e` gia` stato venduto',
  temporary: 'Operazione non consentita per un qrCode temporaneo',
  contoVendita: 'Vendita in conto vendita registrata',
  dateInvalid: 'Data non valida',
  dateOrder: 'La data di inizio non puo` essere successiva alla data di fine',
  idsRequired: 'Seleziona almeno un qrCode',
  tooManyIds: 'Puoi stampare al massimo 500 qrCode alla volta',
} as const;

export const QrAdminErrors = {
  field: (field: string, message: string) => CommonErrors.validation({ [field]: message }),
  notFound: () => new AppError(404, 'QRCODE_NOT_FOUND', QrAdminMessages.notFound),
  activated: () => new AppError(409, 'QRCODE_ACTIVATED', QrAdminMessages.activated),
  activationPending: () => new AppError(409, 'QRCODE_ACTIVATION_PENDING', QrAdminMessages.activationPending),
  alreadySold: () => new AppError(409, 'QRCODE_ALREADY_SOLD', QrAdminMessages.alreadySold),
  temporary: () => new AppError(409, 'QRCODE_TEMPORARY', QrAdminMessages.temporary),
};
