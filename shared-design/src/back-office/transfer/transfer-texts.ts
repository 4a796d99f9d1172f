// The Italian texts of the 'Cedi proprietà' dialog (spec panels §2 "Ownership transfer dialog", §5 "User
// search", §8 "Transfer"). The server sends the same messages; these are for checks made before calling it.
export const TRANSFER_TEXTS = {
  title: 'Cedi proprietà',
  help: 'Con questa funzione cedi la proprietà della lapide digitale a un altro utente: sarà lui a curarla e ad accogliere le dediche.',
  helpMany:
    'Con questa funzione cedi la proprietà delle lapidi digitali selezionate a un altro utente: sarà lui a curarle e ad accogliere le dediche.',
  searchLabel: 'Cerca l’utente per username',
  searchHint: 'Puoi scrivere anche il nome e il cognome',
  search: 'Cerca',
  searching: 'Ricerca in corso',
  invalid: 'Campo non valido',
  notFound: 'Utente non trovato',
  pick: 'Scegli l’utente a cui cedere la proprietà',
  pickFirst: 'Scegli un utente dalla lista',
  irreversible:
    'Attenzione: l’operazione è irreversibile. Quando l’utente accetta, la proprietà passa a lui e non potrai annullarla.',
  receiverTold: 'L’utente riceverà un messaggio con il link per accettare.',
  // spec panels §8
  sent: 'La richiesta di trasferimento è stata inviata con successo',
  pending:
    'Il caro selezionato è stato già trasferito e sta aspettando la risposta del ricevente, desidera procedere lo stesso?',
  close: 'Chiudi',
} as const;
