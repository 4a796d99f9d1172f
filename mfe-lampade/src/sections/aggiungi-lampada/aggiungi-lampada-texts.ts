// The Italian texts of #aggiungi-lampada (spec panels §2, §5 "Lamp: creation requires deceased and
// subscriber", §8).
export const LAMPADA_TEXTS = {
  deceased: {
    title: 'Defunto',
    search: 'Cerca il defunto (nome e cognome, o id)',
    pick: 'Scegli il defunto',
    none: 'Nessun defunto trovato.',
    hasLamp: 'ha già una lampada',
  },
  subscriber: {
    title: 'Abbonato',
    search: 'Cerca l’abbonato (nome, cognome o codice fiscale)',
    pick: 'Scegli l’abbonato',
    none: 'Nessun abbonato trovato.',
    add: 'Aggiungi un nuovo abbonato',
  },
  find: 'Cerca',
  submit: 'Aggiungi lampada',
  // spec panels §8.
  created: 'Lampada aggiunta con successo, ricordati di aggiungere un pagamento per attivarla.',
  failed: 'Errore nella creazione della lampada, riprova.',
  credentials: {
    title: 'Credenziali della lampada',
    intro:
      'Configura la lampada con questi dati. La password è mostrata solo ora: conservala, non sarà più visibile.',
    serial: 'Seriale (utente MQTT)',
    password: 'Password',
    checkin: 'Topic dei collegamenti',
    desired: 'Topic delle impostazioni',
    open: 'Vai alle lampade',
  },
} as const;
