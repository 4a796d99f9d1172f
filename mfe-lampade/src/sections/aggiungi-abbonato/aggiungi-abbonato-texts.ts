// The Italian texts of #aggiungi-abbonato (spec panels §3 "Subscriber", §5 "Lamp", §8); the field labels
// are the subscriber form's (subscriber/subscriber-texts.ts).
export const ABBONATO_TEXTS = {
  intro: "Dati dell'abbonato che paga il servizio della lampada votiva. Tutti i campi sono obbligatori.",
  submit: 'Crea abbonato',
  // spec panels §8.
  created: 'Abbonato creato con successo',
  failed: "Errore nella creazione dell'abbonato, riprova.",
  addLamp: 'Aggiungi una lampada per questo abbonato',
} as const;
