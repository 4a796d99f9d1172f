import { AppError, CommonErrors } from '../../common/app-error';

/**
 * The Italian texts of the account pages (spec public §5, §8; panels §5, §8). Where the spec gives no
 * text, the wording says only what happened (never which other accounts exist).
 */
export const AccountMessages = {
  required: 'Campo obbligatorio',
  emptyField: 'Campo vuoto',
  invalid: 'Campo non valido',
  usernameTooShort: "Errore l'username deve contenere almeno 6 caratteri",
  /** The panels' account form (spec panels §5 "User data"); the public forms keep the text above. */
  usernameTooShortPanel: "L'username deve essere lungo almeno 6 caratteri",
  usernameTaken: 'Username non disponibile',
  emailTaken: 'Email già registrata',
  telephoneTaken: 'Numero di telefono già registrato',
  phoneInvalid: 'Numero di telefono non valido',
  emailOrPhoneToRegister: 'Devi inserire una mail o un numero di telefono valido per poterti registrare',
  emailOrPhone: 'Inserisci una mail o un numero di telefono valido',
  choiceRequired: 'Devi effettuare una scelta',
  zoneRequired: 'Seleziona almeno una zona',
  termsRequired: 'Devi accettare i termini',
  passwordTooShort: 'La password deve contenere almeno 8 caratteri',
  passwordTooLong: 'La password puo` contenere al massimo 128 caratteri',
  passwordsDoNotMatch: 'Le password non coincidono',
  passwordsDoNotMatchPanel: 'Le password non corrispondono',
  fillAllFields: 'Riempi tutti i campi',
  wrongOldPassword: 'Password attuale errata',
  emailInvalid: 'Email non valida',
  telephoneInvalid: 'Telefono non valido',
  addressIncomplete: "Devi inserire tutti i dati dell'indirizzo",
  registrationSent: 'Ti abbiamo inviato un link per completare la registrazione',
  registrationComplete: 'Registrazione completata, ora puoi accedere',
  recoverSent: 'Ti abbiamo inviato un link per reimpostare la password',
  passwordReset: 'Password reimpostata correttamente, ora puoi accedere',
  usernameSent: 'Se i dati inseriti corrispondono a un account, ti abbiamo inviato il tuo username',
  passwordChanged: 'Password cambiata correttamente',
  preferenceChanged: 'Preferenza cambiata con successo',
  changesSaved: 'Le modifiche sono state apportate con successo',
  accountModified: 'Account modificato correttamente',
  contactVerificationSent: 'Ti abbiamo inviato un link per confermare il nuovo contatto',
  contactVerified: 'Contatto verificato con successo',
  unsubscribed: 'Notifiche disattivate con successo',
  linkInvalid: 'Il link non è più valido',
  verificationCodeInvalid: 'Il codice di verifica da lei utilizzato non è più valido',
  userNotFound: 'Utente non trovato',
} as const;

export const AccountErrors = {
  /** spec public §8: "Account without permissions ... alert about problems retrieving account information". */
  noPermissions: () =>
    new AppError(
      403,
      'NO_PERMISSIONS',
      "Si è verificato un problema nel recupero delle informazioni del tuo account, contatta l'assistenza",
    ),
  /** 400 VALIDATION_FAILED with `data.fields` (field → message); the first message is the envelope's. */
  fields: (fields: Record<string, string>) => CommonErrors.validation(fields),
  // spec public §8: codes containing USERNAME, EMAIL or TELEPHONE focus that field. The message says only
  // that the value is taken: nothing about the account holding it.
  usernameTaken: () =>
    new AppError(409, 'USERNAME_ALREADY_EXISTS', AccountMessages.usernameTaken, {
      fields: { username: AccountMessages.usernameTaken },
    }),
  emailTaken: () =>
    new AppError(409, 'EMAIL_ALREADY_EXISTS', AccountMessages.emailTaken, {
      fields: { email: AccountMessages.emailTaken },
    }),
  telephoneTaken: () =>
    new AppError(409, 'TELEPHONE_ALREADY_EXISTS', AccountMessages.telephoneTaken, {
      fields: { telephone: AccountMessages.telephoneTaken },
    }),
  /** Used, expired, unknown or tampered link (registration, reset, unsubscribe). */
  linkInvalid: () => new AppError(410, 'TOKEN_INVALID', AccountMessages.linkInvalid),
  /** Contact verification link no longer valid (spec public §8). */
  verificationInvalid: () => new AppError(410, 'TOKEN_INVALID', AccountMessages.verificationCodeInvalid),
  missingFields: () => new AppError(400, 'MISSING_FIELDS', AccountMessages.fillAllFields),
  wrongOldPassword: () =>
    new AppError(400, 'WRONG_PASSWORD', AccountMessages.wrongOldPassword, {
      fields: { 'old-password': AccountMessages.wrongOldPassword },
    }),
  userNotFound: () => new AppError(404, 'USER_NOT_FOUND', AccountMessages.userNotFound),
};
