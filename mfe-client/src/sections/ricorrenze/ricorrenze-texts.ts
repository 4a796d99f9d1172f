// #ricorrenze: the family's dates of each page and the grave's point (kind words: they are for a family in grief).
export const RICORRENZE_TEXTS = {
  intro:
    'Le date da ricordare compaiono sulla pagina in ricordo come "Prossima ricorrenza": chi visita la pagina può chiedere un promemoria. Il funerale, il trigesimo e gli anniversari sono già nel calendario.',
  page: 'Pagina',
  noPages: 'Non hai ancora lapidi digitali.',
  datesTitle: 'Le date della famiglia',
  noDates: 'Nessuna data aggiunta.',
  title: 'Che cosa si ricorda',
  titleHint: 'Per esempio: Messa in suffragio, Ritrovo degli amici',
  date: 'Data',
  time: 'Ora (facoltativa)',
  place: 'Luogo (facoltativo)',
  yearly: 'Ogni anno in questo giorno',
  add: 'Aggiungi la data',
  remove: 'Togli',
  removeConfirm: 'Vuoi togliere questa data dal calendario?',
  graveTitle: 'Posizione della tomba',
  graveHint:
    'Con la posizione, chi visita la pagina trova "Indicazioni per la tomba" che apre le mappe del telefono.',
  lat: 'Latitudine',
  lng: 'Longitudine',
  useMyPosition: 'Usa la mia posizione',
  positionUnavailable: 'Non è stato possibile leggere la posizione del telefono.',
  saveGrave: 'Salva la posizione',
  clearGrave: 'Rimuovi la posizione',
  outsideItaly: 'Confermi il punto fuori dall’Italia?',
} as const;
