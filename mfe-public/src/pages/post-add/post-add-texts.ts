// Texts of the success screens after adding a deceased or a notice (spec public §2 "Success and auxiliary
// screens"; spec panels §8 successes).
export const POST_ADD_TEXTS = {
  deceasedTitle: 'Defunto inserito con successo!',
  deceasedMessage: "Il defunto verra' caricato al piu' presto",
  noticeTitle: 'Necrologio inserito con successo!',
  noticeMessage: "Il necrologio verra' caricato al piu' presto",
  toPanel: 'Torna al pannello di controllo',
  addAnother: 'Aggiungine un altro',
} as const;
