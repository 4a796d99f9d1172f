// Italian texts of #visualizza-dediche (spec panels §2 "dedication list 'Lista dediche di {deceased name}'").
export const VISUALIZZA_DEDICHE_TEXTS = {
  title: (name: string) => `Lista dediche di ${name}`,
  openPage: 'Vai al defunto',
  newTab: ' (si apre in una nuova scheda)',
} as const;
