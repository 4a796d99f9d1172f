// Italian texts of /servizio-memorial and /memorial-activate. The spec's own are copied exactly (spec public
// §5 "Memorial", §8 "Memorial failure"); the rest is written in the same calm register.
export const MEMORIAL_TEXTS = {
  title: 'Servizio memorial',
  intro:
    'Per un anno la pagina del tuo caro si arricchisce di una biografia, fino a 10 foto e un video. Potrai rinnovare il servizio alla scadenza.',
  chooseLegend: 'Per quale defunto?',
  // spec public §8 "Memorial"
  noDeceased: "Nessun caro associato all' email inserita",
  renewal: 'Il defunto scelto ha gia` un servizio memorial attivo, il servizio verra` prolungato di un anno',
  biography: 'Biografia',
  biographyHint: 'Racconta chi era: sarà mostrata sotto il titolo CHI ERA.',
  photos: 'Foto',
  photosHint: (left: number) =>
    left === 10
      ? 'Fino a 10 foto (png, jpeg, jpg, bmp, gif), 15MB ciascuna.'
      : `Puoi aggiungere ancora ${left} foto.`,
  video: 'Video',
  videoHint: 'Un video (mp4, avi, m4v) fino a 15MB.',
  videoPresent: 'Il memorial ha già un video.',
  price: 'Prezzo per un anno:',
  uploading: (percent: number) => `Invio dei file: ${percent}%`,
  loginIntro: 'Per acquistare o rinnovare il servizio memorial accedi al tuo account.',
  expires: (date: string) => `scade il ${date}`,
  noMemorial: 'senza memorial',
  loadFailed: 'Impossibile caricare i tuoi defunti, riprova tra poco.',
} as const;
