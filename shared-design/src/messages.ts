/**
 * The Italian texts of the platform, keyed in English. Texts are copied from the specification exactly,
 * including its backtick accents ('piu`', 'e`') and apostrophe accents ("e'"): the server sends the same
 * strings, and tests and users compare them literally. Add a text here before using it in two places.
 */
export const MESSAGES = {
  // Generic
  required: 'Campo obbligatorio',
  emptyField: 'Campo vuoto',
  invalid: 'Campo non valido',
  unexpected: 'Errore imprevisto riprovare piu` tardi',
  unexpectedShort: 'Errore imprevisto',
  genericError: 'Errore generico',
  offline: 'Connessione assente, riprova tra poco',
  sessionExpired: 'Sessione scaduta, ricarica la pagina e riprova',
  retry: 'Riprova',
  loading: 'Caricamento',
  attention: 'Attenzione',
  error: 'Errore',
  success: 'Successo',
  yes: 'Si',
  no: 'No',
  cancel: 'Annulla',
  close: 'Chiudi',
  save: 'Salva',
  proceed: 'Procedi',
  changesSaved: 'Le modifiche sono state apportate con successo',
  elementModified: 'Elemento modificato con successo',
  elementDeleted: 'Elemento eliminato con successo',
  noResults: 'Nessun elemento corrispondente ai criteri di ricerca',
  noConnection: 'No connection',
  variablePrice: 'Variabile',
  supportHours: 'Assistenza dal lunedi` al venerdi` 09:00-13:00 e 15:00-18:00',

  // Shell
  remoteFailed: 'Questa sezione non è al momento disponibile.',
  cookieBanner:
    'Questo sito usa solo cookie tecnici, necessari al suo funzionamento e a mantenere l\u2019accesso al tuo account.',
  cookieAccept: 'Accetta',
  newVersion: 'È disponibile una nuova versione del sito.',
  newVersionUpdate: 'Aggiorna',
  greeting: (name: string) => `CIAO ${name.toUpperCase()}`,
  notShowAgain: 'Non mostrare più',

  // Login and session
  fillAllFields: 'Riempi tutti i campi',
  wrongCredentials: 'Credenziali errate',
  tooManyAttempts: 'Troppi tentativi di accesso, riprova tra qualche minuto',
  invalidToken: 'Token non valido',
  loginRequired: "Effettua l'accesso per continuare",
  logoutFailed: 'Errore durante il logout',
  // spec public §4/§8: an account without permissions is logged out and sent to the contact page
  brokenAccount:
    'Si sono verificati problemi nel recupero delle informazioni del tuo account. Contattaci per ricevere assistenza.',
  login: 'Accedi',

  // Form rules
  usernameTooShort: "Errore l'username deve contenere almeno 6 caratteri",
  usernameTooShortPanel: "L'username deve essere lungo almeno 6 caratteri",
  usernameTaken: 'Username non disponibile',
  passwordTooShort: 'La password deve contenere almeno 8 caratteri',
  passwordTooLong: 'La password puo` contenere al massimo 128 caratteri',
  passwordsDoNotMatch: 'Le password non coincidono',
  passwordsDoNotMatchPanel: 'Le password non corrispondono',
  emailInvalid: 'Email non valida',
  mailInvalid: 'Mail non valida',
  phoneInvalid: 'Numero di telefono non valido',
  telephoneInvalid: 'Telefono non valido',
  emailOrPhoneToRegister: 'Devi inserire una mail o un numero di telefono valido per poterti registrare',
  emailOrPhone: 'Inserisci una mail o un numero di telefono valido',
  contactMethodRequired: 'Devi inserire un metodo di contatto',
  choiceRequired: 'Devi effettuare una scelta',
  termsRequired: 'Devi accettare i termini',
  nameRequired: 'Nome obbligatorio',
  surnameRequired: 'Cognome obbligatorio',
  subjectRequired: 'Oggetto obbligatorio',
  messageRequired: 'Messaggio obbligatorio',
  addressIncomplete: "Devi inserire tutti i dati dell'indirizzo",
  selectRegionFirst: 'Devi prima selezionare una regione',
  selectProvinceFirst: 'Devi prima selezionare una provincia',
  chooseDeceased: 'Scegli un defunto per proseguire',

  // Files
  fileTooLarge: 'la dimensione massima supportata e` di 15MB',
  photoTooLarge: 'La dimensione massima della foto e` di 15MB',
  // spec panels §5 "Photos (forms)": the formats the form cites follow the colon.
  imageFormatInvalid: (formats: readonly string[]) =>
    `Formato immagine non valido, Formati supportati: ${formats.join(', ')}`,
  fileFormatInvalid: 'Formato del file non valido',
  videoFormatInvalid: 'Formato video non valido',
  videoTooLarge: 'Il video non puo superare 15MB',
  // spec panels §8 "Video thumbnail failure"
  videoPreviewFailed: 'Errore nella visualizzazione del video, si consiglia di eliminarlo e ricaricarlo',
  atLeastOneFile: 'Carica almeno un file',
  maxImagesReached: "hai gia' caricato 10 immagini",
  noMediaConfirm: 'Non hai caricato nessun media, desideri continuare?',
  noLapidePhotoConfirm: 'Non hai caricato la foto della lapide, desideri continuare?',
  remove: 'Rimuovi',
  removeFile: (name: string) => `Rimuovi ${name}`,
  filePreview: (name: string) => `Anteprima di ${name}`,
  chosenFiles: 'File scelti',

  // Deceased, memorial, pages
  invalidId: 'Id non valido',
  deceasedNotFound: (id: string | number) =>
    `Defunto con id ${id} non trovato, verra\` reinderizzatto alla home`,
  memorialExpired: (date: string) => `Memorial scaduto il ${date}`,
  memorialExpires: (date: string) => `Scade il ${date}`,
  pendingDedication: 'In attesa di accettazione',
  partnerNotFound: 'Partner non trovato',
  pageNotFound: "La pagina da lei richiesta non e' stata trovata",
  orderNotFound: 'Ordine non trovato',
  contactSent: 'Messaggio inviato con successo la contatteremo al piu` presto',

  // Components
  showPassword: 'Mostra password',
  hidePassword: 'Nascondi password',
  rowsPerPage: 'Righe per pagina',
  of: 'di',
  previousPage: 'Pagina precedente',
  nextPage: 'Pagina successiva',
  closeNotification: 'Chiudi notifica',
  selectPlaceholder: 'Seleziona',
  // spec panels §9: long texts collapse to 4 lines
  readMore: 'Continua a leggere',
  collapseText: 'Comprimi',

  // Address, phone, contact method and notification zones (spec panels §4/§5, public §4)
  nationality: 'Nazionalità',
  region: 'Regione',
  province: 'Provincia',
  city: 'Comune',
  cap: 'CAP',
  // spec public §7 locationFromCap: the CAP fills the place.
  capLookup: 'Compila dal CAP',
  capLookupHint: 'Scrivi il CAP: regione, provincia e comune si compilano da soli.',
  capLookupChoice: 'Comune del CAP',
  capNotFound: 'Nessun comune con questo CAP',
  street: 'Indirizzo',
  civic: 'Civico',
  completeAddress: 'Indirizzo completo',
  all: 'Tutti',
  dialCode: 'Prefisso internazionale',
  contactMethodLegend: 'Come preferisci essere contattato?',
  contactEmail: 'Email',
  contactWhatsApp: 'WhatsApp',
  contactSms: 'SMS',
  zoneLegend: (index: number) => `Zona ${index}`,
  addZone: 'Aggiungi zona',
  removeZone: 'Rimuovi',
  removeZoneLabel: (index: number) => `Rimuovi zona ${index}`,
  zoneRequired: 'Seleziona almeno una zona',
  referringPlaceRequired: 'Devi selezionare almeno un luogo di riferimento',
  notificationFrequency: 'Frequenza delle notifiche',
  frequencyRealtime: 'In tempo reale',
  frequencyDaily: 'Una volta al giorno',
  frequencyWeekly: 'Una volta alla settimana',
  frequencyNever: 'Mai',
  frequencyDailyAt: (time: string) => `Riceverai un riepilogo ogni giorno ${time}.`,
  frequencyWeeklyAt: (time: string) => `Riceverai un riepilogo ogni settimana, ${time}.`,
  locationLoadFailed: 'Impossibile caricare l\u2019elenco, riprova tra poco',
} as const;

export type MessageKey = keyof typeof MESSAGES;
