/** Italian texts of the partner page editor (spec panels §2 "Partner page editor", §5 "Partner page"). */
export const PARTNER_PAGE_TEXTS = {
  emptyField: 'Non pui lasciare vuoto il campo',
  name: 'Nome',
  description: 'Descrizione',
  logo: 'Logo',
  save: 'Salva',
  uploadLogo: 'Carica logo',
  viewPage: 'Visualizza pagina',
  saved: 'Modifica salvata con successo',
} as const;
