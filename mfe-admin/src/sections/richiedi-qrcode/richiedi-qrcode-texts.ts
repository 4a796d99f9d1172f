// Italian texts of #richiedi-qrcode, 'Nuovi QR code' (spec panels §2, §5 "QR generation").
export const RICHIEDI_QRCODE_TEXTS = {
  generatorTitle: 'Genera QR code',
  intro: 'Genera nuovi QR code da stampare: ognuno con il suo codice di verifica, pronti per l’attivazione.',
  amount: 'Numero di QR code da generare',
  amountHint: 'Da 1 a 500 per volta',
  generate: 'Genera QR code',
  // spec panels §5: amount required, greater than 0, at most 500.
  required: 'Campo obbligatorio',
  notAWholeNumber: 'Campo non valido',
  tooSmall: 'Devi inserire un numero superiore allo 0',
  tooLarge: 'Il numero massimo di qrCode inseribili e` 500',
  generated: (count: number) => (count === 1 ? '1 QR code generato' : `${count} QR code generati`),
  listCaption: 'QR code appena generati',
  id: 'Id',
  code: 'QrCode',
  verificationCode: 'Codice di verifica',
  image: 'Immagine',
  showImage: 'Visualizza qr-code',
  // spec panels §2 "Memorial forms" result dialog: 'QR in A4 format, QR in grid'.
  pdfA4: 'Scarica QR in formato A4 (PDF)',
  pdfGrid: 'Scarica QR in griglia (PDF)',
} as const;
