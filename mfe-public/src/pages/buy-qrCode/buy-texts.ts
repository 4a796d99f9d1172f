// Italian texts of /buy-qrCode. The spec's own are copied exactly (spec public §8 "Purchase"); the rest
// is written in the same calm register.
export const BUY_TEXTS = {
  title: 'Acquista la lapide digitale',
  intro:
    'La lapide digitale del tuo caro con la targa QR da applicare sulla tomba: chi inquadra il codice apre la sua pagina in ricordo. Il prezzo comprende la spedizione della targa.',
  demoLink: 'Guarda un esempio di lapide digitale',
  haveAccount: 'Hai già un account?',
  buyerData: 'I tuoi dati',
  emailLocked: 'L\u2019email del tuo account non si può cambiare qui.',
  cf: 'Codice fiscale',
  address: 'Indirizzo',
  differentShipping: 'Spedisci la targa a un indirizzo diverso',
  shippingName: 'Nome del destinatario',
  shippingSurname: 'Cognome del destinatario',
  shippingAddress: 'Indirizzo di spedizione',
  register: 'Desidero registrarmi per gestire la lapide digitale',
  buyTermsLink: 'condizioni di vendita',
  total: 'Totale (targa QR e spedizione):',
  // spec public §8 "Purchase"
  accountExists:
    "Un account per l' indirizzo email inserito e` gia` esistente, si prega di inserire una password",
  priorPurchase:
    'Con questa email è già stato fatto un acquisto. Vuoi registrarti per ritrovare i tuoi acquisti nel tuo account?',
  registerButton: 'Registrati',
  continueWithout: 'Continua senza registrarti',
} as const;
