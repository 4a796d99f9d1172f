// Italian texts of the partner's #pages (spec panels §2 "Partner panel").
export const PAGES_TEXTS = {
  caption: 'I tuoi necrologi',
  addNotice: 'Aggiungi necrologio',
  addNoticeQuestion:
    'Verra` aggiunto solo il necrologio, senza la lapide digitale. Per aggiungere anche la lapide usa "Aggiungi necrologio + Lapide". Vuoi procedere?',
  addBoth: 'Aggiungi necrologio + Lapide',
} as const;
