// The partner page's Italian texts (spec public §2; panels §3 "Partner page").
export const PARTNER_PAGE_TEXTS = {
  notFoundTitle: 'Partner non trovato',
  notFoundText: "La pagina da lei richiesta non e' stata trovata",
  contacts: 'Contatti',
  address: 'Indirizzo',
  telephone: 'Telefono',
  mobile: 'Cellulare',
  email: 'Email',
  website: 'Sito web',
  gallery: 'Galleria',
  video: 'Video',
  obituaries: 'Necrologi recenti',
  memorial: 'Pagina del defunto',
  book: 'Libro delle condoglianze',
};
