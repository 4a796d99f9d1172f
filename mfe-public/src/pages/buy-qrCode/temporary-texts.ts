// The Italian texts of /buy-qrCode?temporary= (spec public §6 "Partner … can buy partner QR codes"; spec
// panels §9 "Partner QR price default 50 EUR"): a partner makes one of its temporary codes permanent.
export const TEMPORARY_BUY_TEXTS = {
  title: (code: string) => `Acquista il QrCode ${code}`,
  what: (code: string) =>
    `Il QrCode temporaneo ${code} diventa permanente: non scadrà più e continuerà ad aprire la lapide digitale.`,
  price: 'Prezzo',
  buy: 'Procedi all’acquisto',
  partnerOnly: 'Per acquistare un QrCode temporaneo accedi con il tuo account partner.',
  login: 'Accedi',
  paid: (code: string) => `Acquisto completato: il QrCode ${code} è ora permanente.`,
  back: 'Torna ai tuoi QrCode',
} as const;
