import { AppError, CommonErrors } from '../../common/app-error';

/** The Italian texts of the contact form (spec public §5, §8) and the product prices. */
export const ContentMessages = {
  nameRequired: 'Nome obbligatorio',
  surnameRequired: 'Cognome obbligatorio',
  emailInvalid: 'Email non valida',
  objectRequired: 'Oggetto obbligatorio',
  contentRequired: 'Messaggio obbligatorio',
  termsRequired: 'Devi accettare i termini',
  nameTooLong: 'Il nome può contenere al massimo 100 caratteri',
  surnameTooLong: 'Il cognome può contenere al massimo 100 caratteri',
  objectTooLong: "L'oggetto può contenere al massimo 200 caratteri",
  contentTooLong: 'Il messaggio può contenere al massimo 5000 caratteri',
  contactSent: 'Messaggio inviato con successo la contatteremo al piu` presto',
  captchaInvalid: 'Verifica anti-spam non riuscita: attendi il completamento della verifica e riprova',
  productNotFound: 'Prodotto non trovato',
  // spec panels §5 "User data" and §8 (the manifesto contact block of #modify)
  required: 'Campo obbligatorio',
  mailInvalid: 'Mail non valida',
  phoneInvalid: 'Numero di telefono non valido',
  manifestConfigSaved: 'Configurazione aggiornata con successo',
} as const;

export const ContentErrors = {
  /** 400 VALIDATION_FAILED with `data.fields` (field → message). */
  fields: (fields: Record<string, string>) => CommonErrors.validation(fields),
  captchaInvalid: () => new AppError(400, 'CAPTCHA_INVALID', ContentMessages.captchaInvalid),
  productNotFound: () => new AppError(404, 'PRODUCT_NOT_FOUND', ContentMessages.productNotFound),
};
