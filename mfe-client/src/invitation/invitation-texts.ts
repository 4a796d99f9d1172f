// The Italian texts of `/invito-pagina` (docs/contracts.md "Page managers and guests").
export const INVITATION_TEXTS = {
  title: 'Invito a una pagina',
  loading: "Verifica dell'invito",
  invitedAs: (fromName: string, deceasedName: string, role: 'manager' | 'guest') =>
    role === 'guest'
      ? `${fromName || 'Il proprietario'} ti invita a visitare la pagina di ${deceasedName}.`
      : `${fromName || 'Il proprietario'} ti invita a gestire la pagina di ${deceasedName}.`,
  managerMeaning:
    'Come gestore potrai approvare le dediche, curare le ricorrenze e la posizione della tomba e riceverai i messaggi della pagina. Il proprietario vede le attività dei gestori.',
  accept: "Accetta l'invito",
  signInFirst:
    "Per accettare accedi con il tuo account Ricordo, oppure registrati e poi riapri il link dell'invito.",
  username: 'Username o e-mail',
  password: 'Password',
  signIn: 'Accedi e accetta',
  register: 'Non hai un account? Registrati',
  expired: 'Invito scaduto',
  used: 'Invito già usato',
  invalid: 'Invito non valido',
  expiredHelp: 'Il link valeva 7 giorni. Puoi chiedere al proprietario di inviartene uno nuovo.',
  usedHelp: 'Questo link è già stato usato. Se non sei stato tu, chiedi al proprietario un nuovo invito.',
  askAgain: 'Chiedi un nuovo invito',
  toPanel: 'Vai al tuo pannello',
  toMemorial: 'Apri la pagina',
} as const;
