import { AppError, CommonErrors } from '../../common/app-error';
import { OrderFormMessages } from '../orders/buyer-form';

/** Italian texts of the dedication order form and the owner's decision (spec public §5, §8). */
export const DedicationMessages = {
  ...OrderFormMessages,
  fileRequired: 'Carica almeno un file',
  textTooLong: 'Il testo puo` contenere al massimo 1000 caratteri',
  autoActivated: "Dedica inviata, sara` pubblicata dopo l'approvazione del titolare della pagina",
  accepted: 'Dedica accettata',
  refused: 'Dedica rifiutata',
  linkInvalid: 'Il link non è più valido',
  notFound: 'Dedica non trovata',
  alreadyDecided: 'La dedica è già stata valutata',
} as const;

export const DedicationErrors = {
  fields: (fields: Record<string, string>) => CommonErrors.validation(fields),
  /** Used, expired or other dedication's link (docs/contracts.md "Dedications"). */
  linkInvalid: () => new AppError(410, 'TOKEN_INVALID', DedicationMessages.linkInvalid),
  notFound: () => new AppError(404, 'DEDICATION_NOT_FOUND', DedicationMessages.notFound),
  alreadyDecided: () => new AppError(409, 'DEDICATION_ALREADY_DECIDED', DedicationMessages.alreadyDecided),
};

/** The admin panel's answers (spec panels §8: 'Dedica modificata con successo', toasts). */
export const AdminDedicationMessages = {
  accepted: DedicationMessages.accepted,
  refused: DedicationMessages.refused,
  edited: 'Dedica modificata con successo',
  deleted: 'Elemento eliminato con successo',
} as const;
