// Italian texts of /activate-qrCode, /post-activate and /conferma-attivazione. The spec's own are copied
// exactly (spec public §5 "Activation", §8 "Activation failure", token pages); the server's refusals are
// the backend's (qrcodes/activation.errors.ts); the rest is written in the same calm register.
export const ACTIVATION_TEXTS = {
  title: 'Attiva la lapide digitale',
  intro:
    'Inserisci il codice della targa QR e il codice di verifica che trovi nella confezione, poi i dati del tuo caro. Ti invieremo un messaggio per confermare i dati: solo allora la pagina sarà visibile a chi inquadra la targa.',
  haveAccount: 'Hai già un account?',
  // spec public §6: activation needs a session; registering on the way is the second path.
  loginIntro:
    'Accedi al tuo account: la lapide digitale sarà associata a te e, dopo l\u2019accesso, continuerai da qui l\u2019attivazione.',
  noAccount: 'Non hai un account? Puoi crearlo mentre attivi la lapide digitale.',
  registerOnTheWay: 'Registrati durante l\u2019attivazione',
  plaqueSection: 'La targa QR',
  qrCode: 'Codice QR',
  qrCodeHint: 'Il codice scritto sotto il QR della targa.',
  secureCode: 'Codice di verifica',
  secureCodeHint: 'Lo trovi nella confezione della targa, accanto al codice QR.',
  noticeSection: 'Dal necrologio',
  notice: 'Attiva la lapide da un tuo necrologio',
  noticeNone: 'Nessun necrologio: inserisco i dati',
  noticeHint:
    'I dati del necrologio riempiono il modulo; la pagina diventa una lapide digitale alla conferma.',
  deceasedSection: 'Il tuo caro',
  nameTo: 'Nome del defunto',
  surnameTo: 'Cognome del defunto',
  gender: 'Sesso',
  male: 'Uomo',
  female: 'Donna',
  bornDate: 'Data di nascita',
  deathDate: 'Data di morte',
  age: 'Età',
  ageHint: 'Se non conosci le date, puoi indicare l\u2019età.',
  tombstoneSection: 'La lapide',
  photo: 'Foto della lapide',
  photoHint: 'Una foto (png, jpeg, jpg, bmp, gif) fino a 15MB.',
  aphorismChoice: 'Scegli una frase',
  aphorismPlaceholder: 'Tra le frasi suggerite',
  aphorism: 'Frase sulla lapide',
  aphorismHint: 'Scegli una frase suggerita o scrivi la tua (al massimo 500 caratteri).',
  burialSection: 'Luogo di sepoltura',
  graveyardName: 'Nome del cimitero',
  burialPlace: 'Dove si trova',
  coordinates: 'Coordinate della tomba',
  coordinatesHint: 'Facoltative: latitudine e longitudine, ad esempio 45.4855, 9.1793.',
  useMyPosition: 'Usa la mia posizione',
  positionUnavailable: 'Non è stato possibile leggere la posizione: puoi scrivere le coordinate.',
  ownerSection: 'I tuoi dati',
  ownerIntro:
    'Diventerai il proprietario della lapide digitale: ti creeremo un account e ti invieremo il link per scegliere la password.',
  ownerSignedIn: (name: string) => `La lapide digitale sarà associata al tuo account, ${name}.`,
  ownerConfirmTo: (contact: string) => `Ti invieremo il messaggio di conferma a ${contact}.`,
  address: 'Indirizzo di residenza',
  cfRequiredHint: 'Obbligatorio per chi risiede in Italia.',
  emailLocked: 'L\u2019email del tuo account non si può cambiare qui.',
  uploading: 'Invio dei dati in corso',
  // spec public §5 "Activation"
  noPhotoConfirm: 'Non hai caricato la foto della lapide, desideri continuare?',
  // Form rules the kit does not hold (the server's texts)
  cfInvalid: 'Il codice fiscale deve contenere 16 caratteri',
  dateInvalid: 'Data non valida',
  deathBeforeBirth: 'La data di morte non puo` precedere quella di nascita',
  aphorismTooLong: 'La frase puo` contenere al massimo 500 caratteri',
  coordinatesInvalid: 'Coordinate non valide: scrivi latitudine e longitudine, ad esempio 45.4855, 9.1793',
  // GET check
  codeAvailable: 'Codice valido: puoi attivare la lapide digitale.',
  codeUnknown: 'Codice QR non valido',
  codePending: 'Attivazione già richiesta, controlla il messaggio di conferma',
  codeActive: 'Questo codice QR è già stato attivato',
  codeExpired:
    'Il codice QR temporaneo è scaduto: per una lapide digitale permanente puoi acquistare una targa QR',
  openMemorial: 'Apri la lapide digitale',
  buyPlaque: 'Acquista una targa QR',

  // /post-activate
  postTitle: 'Controlla i tuoi messaggi',
  postSentTo: (contact: string) =>
    `Ti abbiamo inviato un messaggio a ${contact} con i dati della lapide digitale e il link per confermarli.`,
  postSent: 'Ti abbiamo inviato un messaggio con i dati della lapide digitale e il link per confermarli.',
  postConfirm:
    'Quando confermerai, la pagina sarà visibile a chi inquadra la targa QR. Il link vale 48 ore e si può usare una sola volta.',
  postCheckEmail: 'Controlla la tua casella di posta, anche nella cartella della posta indesiderata.',
  postCheckPhone: 'Controlla i messaggi sul tuo telefono (WhatsApp o SMS).',
  postNewAccount:
    'Ti abbiamo inviato anche il link per completare la registrazione e scegliere la password: con il tuo account potrai curare la pagina.',

  // /conferma-attivazione
  confirmTitle: 'Conferma dell\u2019attivazione',
  confirmed: 'Grazie: la lapide digitale è attiva e visibile a chi inquadra la targa QR.',
  confirmedRegistration:
    'Per curare la pagina dal tuo account completa la registrazione con il link che ti abbiamo inviato.',
  openConfirmed: 'Apri la lapide digitale',
} as const;
