// The Italian texts of #rinnovi.
export const RINNOVI_TEXTS = {
  month: 'Mese',
  caption: 'Lampade il cui periodo pagato termina nel mese',
  empty: 'Nessun rinnovo in scadenza in questo mese',
  loading: 'Caricamento dei rinnovi',
  columns: {
    select: 'Seleziona',
    serial: 'Seriale',
    deceased: 'Defunto',
    subscriber: 'Abbonato',
    end: 'Termine',
    fee: 'Canone',
    renewed: 'Rinnovo',
  },
  selectRow: (serial: string) => `Seleziona ${serial}`,
  selectPage: 'Seleziona tutte le lampade da rinnovare della pagina',
  noFee: 'Canone mancante',
  notRenewed: 'Da rinnovare',
  renewedUntil: (day: string) => `Rinnovata fino al ${day}`,
  expected: 'Previsto',
  collected: 'Incassato',
  lamps: (renewed: number, total: number) => `${renewed} su ${total} lampade rinnovate`,
  withoutFee: (count: number) =>
    count === 1
      ? "1 lampada senza canone: indica il 'Canone annuo' nella lampada"
      : `${count} lampade senza canone: indica il 'Canone annuo' nella lampada`,
  renewSelected: (count: number) => `Rinnova selezionate (${count})`,
  confirmTitle: 'Rinnovo delle lampade selezionate',
  confirm: (count: number, total: string) =>
    `Registrare ${count === 1 ? 'il pagamento di 1 lampada' : `i pagamenti di ${count} lampade`} per un totale di ${total}? Ogni abbonato riceve ricevuta e fattura; il periodo pagato si allunga di un anno.`,
  renewing: 'Registrazione dei rinnovi in corso…',
  recorded: (count: number) => (count === 1 ? '1 rinnovo registrato' : `${count} rinnovi registrati`),
  already: (count: number) =>
    count === 1 ? '1 lampada era già rinnovata' : `${count} lampade erano già rinnovate`,
  failedTitle: 'Rinnovi non registrati',
  resultLabel: 'Esito dei rinnovi',
} as const;
