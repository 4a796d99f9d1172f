// Italian texts of the partner panel's cards (spec panels §2 "Each card shows a count").
export const SUMMARY_TEXTS = {
  cards: 'Riepilogo',
  tombstones: 'Lapidi digitali',
  notices: 'Necrologi',
  dedications: 'Richieste di dedica',
  qrcodes: 'QR code',
  qrDetail: (available: number) => `${available} temporanei disponibili`,
} as const;
