import { AppError } from '../../common/app-error';
import { AccountMessages } from '../accounts/accounts.errors';

/**
 * Italian texts of plaque activation (spec public §5 "Activation", §8 "Activation failure"; spec panels §5
 * "Address"). The spec quotes the field texts; the refusals it leaves open say plainly what happened and
 * what to do next.
 */
export const ActivationMessages = {
  required: AccountMessages.required,
  invalid: AccountMessages.invalid,
  choiceRequired: AccountMessages.choiceRequired,
  termsRequired: AccountMessages.termsRequired,
  emailOrPhoneToRegister: AccountMessages.emailOrPhoneToRegister,
  selectRegionFirst: 'Devi prima selezionare una regione',
  selectProvinceFirst: 'Devi prima selezionare una provincia',
  cfInvalid: 'Il codice fiscale deve contenere 16 caratteri',
  tooLong: 'Testo troppo lungo',
  aphorismTooLong: 'La frase puo` contenere al massimo 500 caratteri',
  dateInvalid: 'Data non valida',
  deathBeforeBirth: 'La data di morte non puo` precedere quella di nascita',
  coordinatesInvalid: 'Coordinate non valide: scrivi latitudine e longitudine, ad esempio 45.4855, 9.1793',
  invalidCode: 'Codice QR o codice di verifica non validi',
  unknownCode: 'Codice QR non valido',
  alreadyActive: 'Questo codice QR è già stato attivato',
  pending: 'Attivazione già richiesta, controlla il messaggio di conferma',
  expired:
    'Il codice QR temporaneo è scaduto: per una lapide digitale permanente puoi acquistare una targa QR',
  noticeNotFound: 'Necrologio non trovato',
  noticeTaken: 'Questo necrologio ha già una lapide digitale',
  noContact: 'Il tuo account non ha un contatto a cui inviare la conferma: aggiungi una email o un telefono',
  requested: "Ti abbiamo inviato un messaggio per confermare l'attivazione",
  confirmed: 'Attivazione completata: la lapide digitale è online',
  linkInvalid: AccountMessages.linkInvalid,
  photoNotLast: 'Richiesta non valida: la foto della lapide va inviata dopo tutti gli altri campi',
} as const;

export const ActivationErrors = {
  /** Unknown code or wrong verification code: the same answer, so neither is revealed alone. */
  invalidCode: () =>
    new AppError(400, 'INVALID_QR_CODE', ActivationMessages.invalidCode, {
      fields: { qrCode: ActivationMessages.invalidCode, secureCode: ActivationMessages.invalidCode },
    }),
  /** GET check of an unknown code. */
  unknownCode: () => new AppError(404, 'QR_NOT_FOUND', ActivationMessages.unknownCode),
  alreadyActive: () =>
    new AppError(409, 'QR_ALREADY_ACTIVE', ActivationMessages.alreadyActive, {
      fields: { qrCode: ActivationMessages.alreadyActive },
    }),
  /** A confirmation link for this plaque is out and still valid. */
  pending: () =>
    new AppError(409, 'ACTIVATION_PENDING', ActivationMessages.pending, {
      fields: { qrCode: ActivationMessages.pending },
    }),
  /** A partner's temporary code past its 30 days (spec public §9). */
  expired: () => new AppError(410, 'QR_EXPIRED', ActivationMessages.expired),
  noticeNotFound: () =>
    new AppError(404, 'NOTICE_NOT_FOUND', ActivationMessages.noticeNotFound, {
      fields: { obituaryID: ActivationMessages.noticeNotFound },
    }),
  noticeTaken: () =>
    new AppError(409, 'NOTICE_TAKEN', ActivationMessages.noticeTaken, {
      fields: { obituaryID: ActivationMessages.noticeTaken },
    }),
  noContact: () => new AppError(400, 'NO_CONTACT', ActivationMessages.noContact),
  linkInvalid: () => new AppError(410, 'TOKEN_INVALID', ActivationMessages.linkInvalid),
  /** A field after the photo: it came after the checks (docs/contracts.md: file `photo` last). */
  photoNotLast: () => new AppError(400, 'BAD_REQUEST', ActivationMessages.photoNotLast),
};
