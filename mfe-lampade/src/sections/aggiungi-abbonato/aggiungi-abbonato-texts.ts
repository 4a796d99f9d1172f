// The Italian texts of #aggiungi-abbonato (spec panels §3 "Subscriber", §5 "Lamp", §8).
export const ABBONATO_TEXTS = {
  intro: "Dati dell'abbonato che paga il servizio della lampada votiva. Tutti i campi sono obbligatori.",
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
  submit: 'Crea abbonato',
  // spec panels §8.
  created: 'Abbonato creato con successo',
  failed: "Errore nella creazione dell'abbonato, riprova.",
  addLamp: 'Aggiungi una lampada per questo abbonato',
} as const;
