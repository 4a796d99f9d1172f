// Italian texts of /partner and /partner-registrato (spec public §2, §3 "Partner company", §5 "Partner", §8).
export const PARTNER_TEXTS = {
  title: 'Lavora con noi',
  intro:
    'Sei un’impresa di onoranze funebri o gestisci lampade votive? Registra la tua azienda come partner: valuteremo la richiesta e, se accettata, ti invieremo il link per scegliere la password.',
  company: 'Dati azienda',
  name: 'Nome azienda',
  type: 'Tipo di attività',
  types: [
    { value: 'partner', label: 'Onoranze funebri (partner)' },
    { value: 'gestorelampade', label: 'Gestore lampade votive' },
  ],
  pi: 'Partita IVA',
  sdi: 'Codice SDI',
  cf: 'Codice fiscale',
  address: 'Sede',
  contacts: 'Contatti',
  email: 'Email',
  phone: 'Telefono',
  altPhone: 'Telefono alternativo',
  website: 'Sito web',
  description: 'Descrizione',
  descriptionHint: 'Presenta la tua azienda: il testo comparirà sulla tua pagina partner.',
  media: 'Logo, immagini e video',
  logo: 'Logo',
  images: 'Immagini (fino a 50)',
  video: 'Video (fino a 200MB)',
  maxImages: 'Hai superato il limite delle 50 foto',
  // spec public §5 "Partner"
  contactRequired: 'Devi inserire un metodo di contatto',
  noMedia: 'Non hai caricato nessun media, desideri continuare?',
  uploading: (percent: number) => `Invio dei file: ${percent}%`,
  submit: 'Invia richiesta',
  improperUse: 'Utilizzo improprio del modulo: la richiesta non è stata inviata',
  registeredTitle: 'Richiesta inviata',
  registered:
    'Grazie! Abbiamo ricevuto la richiesta di registrazione della tua azienda. Se verrà accettata ti risponderemo entro 48 ore con il link per scegliere la password.',
  home: 'Torna alla home',
} as const;
