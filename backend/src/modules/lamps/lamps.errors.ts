import { AppError, CommonErrors } from '../../common/app-error';

// spec panels §8 (lamp successes and failures) and §5 "Lamp".
export const LampMessages = {
  lampCreated: 'Lampada aggiunta con successo, ricordati di aggiungere un pagamento per attivarla.',
  lampCreateFailed: 'Errore nella creazione della lampada, riprova.',
  subscriberCreated: 'Abbonato creato con successo',
  subscriberCreateFailed: "Errore nella creazione dell'abbonato, riprova.",
  configurationUpdated: 'Configurazione aggiornata con successo',
  deleted: 'Elemento eliminato con successo',
  modified: 'Elemento modificato con successo',
  deleteConfirmation: 'Sei sicuro di voler cancellare questa Lampada?',
  required: 'Campo obbligatorio',
  invalid: 'Campo non valido',
  invalidMail: 'Mail non valida',
  invalidPhone: 'Numero di telefono non valido',
  paymentRecorded: 'Pagamento registrato con successo',
  lampNotFound: 'Lampada non trovata',
  subscriberNotFound: 'Abbonato non trovato',
  unitNotFound: 'Lampada collegata non trovata',
  paymentNotFound: 'Pagamento non trovato',
  /** enddate must move the paid period forward. */
  paymentMustExtend: 'La data di termine deve essere successiva a quella attuale',
} as const;

export const LampErrors = {
  /** A lamp that is not the caller's answers as unknown: nobody learns which serials exist. */
  lampNotFound: () => new AppError(404, 'LAMP_NOT_FOUND', LampMessages.lampNotFound),
  subscriberNotFound: () => new AppError(404, 'SUBSCRIBER_NOT_FOUND', LampMessages.subscriberNotFound),
  unitNotFound: () => new AppError(404, 'UNIT_NOT_FOUND', LampMessages.unitNotFound),
  paymentNotFound: () => new AppError(404, 'PAYMENT_NOT_FOUND', LampMessages.paymentNotFound),
  /** lampadeGestoreData/{userid} of another manager, or lampadaCreate for another idGestore. */
  notYourLamps: () =>
    new AppError(403, 'ACCESS_DENIED', 'Non hai i permessi per effettuare questa operazione'),
  /** The deceased already has its lamp (one lamp per deceased: lampadaSet and lampadaData go by idDefunto). */
  deceasedHasLamp: () =>
    new AppError(409, 'LAMP_EXISTS', LampMessages.lampCreateFailed, {
      fields: { idDefunto: 'Il defunto ha già una lampada' },
    }),
  deceasedNotFound: () =>
    new AppError(404, 'DECEASED_NOT_FOUND', LampMessages.lampCreateFailed, {
      fields: { idDefunto: 'Defunto non trovato' },
    }),
  /** Another subscriber of the manager has this codice fiscale. */
  subscriberExists: () =>
    new AppError(409, 'SUBSCRIBER_EXISTS', LampMessages.subscriberCreateFailed, {
      fields: { codiceFiscale: 'Esiste già un abbonato con questo codice fiscale' },
    }),
  validation: (fields: Record<string, string>) => CommonErrors.validation(fields),
};
