// Italian texts of the dedication order form (spec public §2, §3, §5, §9); the spec's own texts are in
// the kit's MESSAGES.

const TITLE = 'Lascia una dedica';

export const FLOWERS_TEXTS = {
  title: TITLE,
  /** The form's heading, with the deceased's name once known. */
  titleFor: (name: string | null) => (name ? `${TITLE} per ${name}` : TITLE),
  loading: 'Caricamento del modulo…',
  noDeceased: 'Per lasciare una dedica apri la pagina memorial del defunto e scegli la dedica da lì.',
  dedicationSection: 'La tua dedica',
  buyerSection: 'I tuoi dati',
  price: 'Prezzo',
  dedicText: 'Testo della dedica',
  dedicHint: 'Facoltativo, al massimo 1000 caratteri. Sarà visibile dopo l\u2019accettazione della famiglia.',
  signLegend: 'Firma della dedica',
  signAnonymous: 'Anonima',
  signWithName: 'Firmata',
  signature: 'Firma',
  photo: 'Foto da dedicare',
  video: 'Video da dedicare',
  fileHint: 'Fino a 15MB.',
  photoFormats: 'Formati: png, jpeg, jpg, bmp, gif.',
  videoFormats: 'Formati: mp4, avi, m4v.',
  flowersLegend: 'Scegli i fiori',
  deliveryNotes: 'Note per la consegna',
  deliveryNotesHint:
    'Facoltativo: indica quando consegnare i fiori e ogni indicazione utile per trovare la tomba.',
  emailLocked: 'L\u2019email del tuo account.',
  register: 'Voglio registrarmi a Ricordo',
  username: 'Username',
  usernameHint: 'Almeno 6 caratteri, solo lettere e numeri.',
  buyTermsBefore: 'Accetto le ',
  buyTermsLink: 'condizioni di vendita',
  total: 'Totale',
  pay: 'Procedi al pagamento',
  send: 'Invia la dedica',
  uploading: 'Invio in corso…',
  pendingApproval: 'La dedica sarà pubblicata dopo l\u2019accettazione della famiglia.',
} as const;

/** spec public §9: the three flower products and their default names. */
export const FLOWER_PRODUCTS = [
  { key: 'fiori1', name: 'Crisantemi' },
  { key: 'fiori2', name: 'Anturium' },
  { key: 'fiori3', name: 'Rose' },
] as const;

export type FlowerKey = (typeof FLOWER_PRODUCTS)[number]['key'];
