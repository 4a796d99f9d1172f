// Italian texts of the partner's #dedic (spec panels §2 "Partner panel": dedication requests).
export const DEDIC_TEXTS = {
  caption: 'Dediche in attesa di accettazione',
  intro: 'Le dediche lasciate sulle lapidi dei tuoi defunti aspettano la tua decisione.',
  actions: 'Azioni',
  empty: 'Nessuna dedica in attesa di accettazione.',
} as const;
