// Who Ricordo is, for the legal pages. The VAT number and registered office are not known yet: they are
// marked placeholders, to be filled in before going live.
export const LEGAL = {
  controller: 'Ricordo',
  vatNumber: '[partita IVA da indicare]',
  registeredOffice: '[sede legale da indicare]',
  email: 'assistenza@ricordo.it',
  updated: '21 novembre 2026',
} as const;
