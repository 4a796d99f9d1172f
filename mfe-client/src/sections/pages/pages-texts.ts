// The Italian texts of #pages (spec panels §2 "Client panel", "Ownership transfer dialog", §4 'In accettazione').
export const PAGES_TEXTS = {
  actions: 'Azioni',
  transfer: 'Cedi proprietà',
  transferOf: (name: string) => `Cedi proprietà della lapide di ${name}`,
  // spec panels §4: a transfer waits for its receiver; the page stays with its owner until then.
  pending: 'In accettazione',
  lamp: 'Lampada votiva',
  noLamp: 'Nessuna',
  // spec panels §2 "QR administration table" column names; §6: a client sees its own QR codes.
  qrCode: 'QrCode',
  verificationCode: 'Codice di verifica',
  noPlaque: 'Nessuna targa',
} as const;
