// Italian texts of the condolence book (spec public §2, §5, §8); the spec's own texts are copied exactly.
export const BOOK_TEXTS = {
  title: 'Libro delle condoglianze',
  formTitle: 'Lascia un pensiero',
  suggest: 'Consigliami una frase',
  suggestPlaceholder: 'Scegli una frase',
  text: 'Il tuo pensiero',
  signature: 'Firma',
  name: 'Nome',
  surname: 'Cognome',
  telephone: 'Telefono',
  email: 'Email',
  register: 'Desidero registrarmi per ricevere notifiche sui necrologi della mia zona',
  termsBefore: 'Accetto i ',
  termsLink: 'termini e condizioni',
  send: 'Invia',
  refresh: 'Aggiorna',
  listTitle: 'Condoglianze',
  empty: 'Nessun messaggio per ora. Puoi essere il primo a lasciare un pensiero.',
  // spec public §5 "Condolence"
  textRequired: 'Inserisci una frase per continuare',
  formIncomplete: 'Compila il form e accetta i termini per inviare una dedica',
  contactRequired: 'Devi inserire una mail o un numero di telefono valido',
  // spec public §8
  success: 'Condoglianze aggiunte con successo',
  thanks: 'Sentitamente si ringrazia per la vicinanza dimostrata',
  closed: (days: number) =>
    `Le Condoglianze possono essere lasciate entro ${days} giorni dalla data di pubblicazione`,
  attention: 'Attenzione',
  pendingEmail:
    'Ti abbiamo inviato un link via email: aprilo per confermare la tua identità e le tue condoglianze saranno pubblicate.',
  pendingPhone:
    'Per confermare la tua identità ti abbiamo inviato un link e un codice di verifica al numero indicato: apri il link o inserisci qui il codice per pubblicare le tue condoglianze.',
  code: 'Codice di verifica',
  confirmCode: 'Conferma codice',
  understood: 'Ho capito',
  registered: 'Ti abbiamo inviato un messaggio per completare la registrazione.',
  notFound: 'Defunto non trovato',
  // spec public §8 "Condolence confirmation failure"
  confirmTitle: 'Conferma condoglianze',
  confirmFailed: 'Errore imprevisto, riprovare piu tardi',
  linkInvalid: 'Il link non è più valido',
} as const;

export const MAX_TEXT = 1000;
/**
 * spec public §9: 365 days unless the server says otherwise (getBookLimit), for the closed book's text only;
 * whether the book is open is the server's `bookOpen`.
 */
export const DEFAULT_LIMIT_DAYS = 365;
