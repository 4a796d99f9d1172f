// Italian texts of the partner's #pages (spec panels §2 "Partner panel").
export const PAGES_TEXTS = {
  caption: 'I tuoi necrologi',
  addNotice: 'Aggiungi necrologio',
  addNoticeQuestion:
    'Verra` aggiunto solo il necrologio, senza la lapide digitale. Per aggiungere anche la lapide usa "Aggiungi necrologio + Lapide". Vuoi procedere?',
  addBoth: 'Aggiungi necrologio + Lapide',
  // What each add button creates, as the labels read alike.
  addNoticeWhat: 'Crea solo il necrologio con il manifesto funebre, senza la lapide digitale.',
  addBothWhat: 'Crea il necrologio con il manifesto e anche la lapide digitale del defunto.',
  addDeceasedWhat:
    'Crea la lapide digitale del defunto; puoi scegliere se pubblicare anche il necrologio con il manifesto.',
} as const;
