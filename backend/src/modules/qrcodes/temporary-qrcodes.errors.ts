import { AppError, CommonErrors, CommonMessages } from '../../common/app-error';

/** Italian texts of a partner's temporary codes (spec panels §2 partner #qrcode, §6; spec public §9). */
export const TemporaryQrMessages = {
  invalid: CommonMessages.invalid,
  created: 'QrCode temporaneo creato: vale 30 giorni',
  notFound: 'QrCode non trovato',
  notTemporary: 'Il qrCode selezionato e` gia` permanente',
  orderCreated: 'Ordine creato: completa il pagamento per rendere permanente il qrCode',
  partnerOnly: "Devi essere loggato come partner per poter effettuare l'operazione",
} as const;

export const TemporaryQrErrors = {
  field: (field: string, message: string) => CommonErrors.validation({ [field]: message }),
  /** A code that is not this partner's answers like one that does not exist. */
  notFound: () => new AppError(404, 'QRCODE_NOT_FOUND', TemporaryQrMessages.notFound),
  notTemporary: () => new AppError(409, 'QRCODE_NOT_TEMPORARY', TemporaryQrMessages.notTemporary),
  /** A partner account without its company (never in practice: the company is made with the account). */
  partnerOnly: () => new AppError(403, 'ACCESS_DENIED', TemporaryQrMessages.partnerOnly),
};
