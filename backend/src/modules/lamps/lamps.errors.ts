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
  /**
   * A second subscriber with a codice fiscale already registered: says why and names who has it, where the
   * spec's generic subscriber failure would not (spec panels §3 Subscriber, §8; docs/contracts.md "Lamp
   * panel calls").
   */
  fiscalCodeTaken: (existing: { name: string; surname: string; fiscalCode: string }) =>
    `Il codice fiscale ${existing.fiscalCode} appartiene già all'abbonato ${existing.name} ${existing.surname}: non è stato creato un nuovo abbonato.`,
  fiscalCodeTakenField: 'Codice fiscale già registrato per un altro abbonato',
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
  /**
   * Another subscriber of the manager has this codice fiscale: the message says so and names them (the
   * manager's own subscriber), and `idAbbonato` lets the panel open them.
   */
  subscriberExists: (existing: { id: number; name: string; surname: string; fiscalCode: string }) =>
    new AppError(409, 'SUBSCRIBER_EXISTS', LampMessages.fiscalCodeTaken(existing), {
      fields: { codiceFiscale: LampMessages.fiscalCodeTakenField },
      idAbbonato: existing.id,
    }),
  validation: (fields: Record<string, string>) => CommonErrors.validation(fields),
};

/** The lamp year's messages (docs/contracts.md "Lamps", renewals). */
export const RenewalMessages = {
  noFee:
    "Manca il canone: indica il 'Canone annuo' nella lampada (Lampade, modifica) o registra un pagamento, poi rinnova.",
  notDueThisMonth: 'Il periodo pagato di questa lampada non termina nel mese scelto',
  alreadyExtended: 'Il periodo pagato è già stato prolungato con un altro pagamento',
  failed: 'Rinnovo non registrato per un errore interno, riprova.',
  noneSelected: 'Seleziona almeno una lampada',
  tooMany: 'Puoi rinnovare al massimo 1000 lampade per volta',
  linkNotFound: 'Link di rinnovo non valido o sostituito da uno più recente',
  linkReplaced:
    "Questo link di rinnovo è scaduto: il periodo è già stato pagato e ti abbiamo inviato un link più recente. Usa il link dell'ultimo messaggio ricevuto.",
  notRenewableOnline:
    'Questa lampada non si può rinnovare online: il gestore non ha indicato il canone. Contatta il gestore della lampada.',
} as const;

export const RenewalErrors = {
  linkNotFound: () => new AppError(404, 'RENEWAL_LINK_NOT_FOUND', RenewalMessages.linkNotFound),
  linkReplaced: () => new AppError(404, 'RENEWAL_LINK_REPLACED', RenewalMessages.linkReplaced),
  notRenewableOnline: () => new AppError(409, 'LAMP_NOT_RENEWABLE', RenewalMessages.notRenewableOnline),
};
