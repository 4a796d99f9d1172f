// The Italian texts of the panels' 'Fatture' (docs/contracts.md "Invoices").
export const INVOICES_TEXTS = {
  month: 'Mese',
  state: 'Stato',
  allStates: 'Tutti gli stati',
  issuer: 'Emittente',
  issuers: { ricordo: 'Ricordo', tutti: 'Tutti gli emittenti' },
  issuerOf: (key: string) => (key === 'ricordo' ? 'Ricordo' : `Partner ${key.replace(/^\D+:/, '')}`),
  caption: 'Fatture del mese',
  columns: {
    number: 'Numero',
    date: 'Data',
    recipient: 'Destinatario',
    total: 'Totale',
    state: 'Stato',
    issuer: 'Emittente',
    actions: 'Azioni',
  },
  creditNote: 'Nota di credito',
  notNumbered: 'Non numerata',
  empty: 'Nessuna fattura in questo mese',
  loading: 'Caricamento delle fatture',
  xml: 'Scarica XML',
  pdf: 'Scarica PDF',
  retry: 'Riprova',
  issued: 'Fattura emessa',
  stillBlocked: 'La fattura è ancora bloccata',
  zip: 'Scarica ZIP del mese',
  actionOf: (action: string, number: string) => `${action} ${number}`,
  xmlDone: 'Il file XML è stato scaricato',
  pdfDone: 'Il pdf è stato scaricato con successo',
  zipDone: 'Lo ZIP del mese è stato scaricato',
  downloadFailed: 'Download non riuscito, riprova.',
} as const;

/** The states a list can be filtered by, with the labels the server gives each row (stateLabel). */
export const INVOICE_STATE_OPTIONS = [
  { value: 'da inviare', label: 'Da inviare' },
  { value: 'bloccata', label: 'Bloccata' },
  { value: 'inviata', label: 'Inviata a SDI' },
  { value: 'consegnata', label: 'Consegnata' },
  { value: 'scartata', label: 'Scartata da SDI' },
  { value: 'non consegnata', label: 'Non consegnata' },
] as const;
