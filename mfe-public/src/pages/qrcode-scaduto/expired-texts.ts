// The Italian texts of /qrcode-scaduto: the page the scan of an expired temporary code leads to explains why,
// kindly (docs/contracts.md "Partner temporary codes").
export const EXPIRED_TEXTS = {
  title: 'Questo QR code non è più attivo',
  what: (code: string | null) =>
    code
      ? `Il QR code ${code} era un codice temporaneo: l’impresa funebre lo consegna per i primi 30 giorni, in attesa della targa definitiva. I 30 giorni sono trascorsi e il codice non apre più la pagina.`
      : 'Questo era un QR code temporaneo: l’impresa funebre lo consegna per i primi 30 giorni, in attesa della targa definitiva. I 30 giorni sono trascorsi e il codice non apre più la pagina.',
  nothingLost: 'Nulla è andato perduto: i ricordi e le dediche già lasciati restano custoditi.',
  howTitle: 'Come avere una targa definitiva',
  askPartner: 'Chiedi all’impresa funebre che ti ha dato il codice: può renderlo permanente in pochi minuti.',
  buy: 'Oppure acquista una targa QR definitiva per la lapide digitale:',
  buyLink: 'Acquista la targa QR',
  contact: 'Hai bisogno di aiuto? Scrivici:',
  contactLink: 'Contattaci',
  home: 'Torna alla home',
} as const;
