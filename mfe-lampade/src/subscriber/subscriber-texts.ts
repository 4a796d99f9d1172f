// The Italian texts of the subscriber form and dialog (spec panels §3 "Subscriber", §5 "Lamp", §8).
export const SUBSCRIBER_TEXTS = {
  fields: {
    nome: 'Nome',
    cognome: 'Cognome',
    codiceFiscale: 'Codice fiscale',
    indirizzo: 'Indirizzo',
    sdi: 'Codice SDI',
    telefono: 'Telefono',
    mail: 'Mail',
    mailPec: 'Mail PEC',
  },
  open: 'Dati abbonato',
  openExisting: "Apri l'abbonato esistente",
  title: (name: string) => `Abbonato ${name}`.trim(),
  loading: "Caricamento dell'abbonato",
  save: 'Salva',
  close: 'Chiudi',
  // spec panels §8.
  modified: 'Elemento modificato con successo',
} as const;
