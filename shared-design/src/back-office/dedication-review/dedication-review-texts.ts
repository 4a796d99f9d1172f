// Italian texts of the dedication review shared by the client and admin panels (spec panels §2 #dedic, §4
// "Dedication", §8 toasts).
export const DEDICATION_REVIEW_TEXTS = {
  accept: 'Accetta',
  refuse: 'Rifiuta',
  acceptLabel: (giver: string) => `Accetta la dedica di ${giver}`,
  refuseLabel: (giver: string) => `Rifiuta la dedica di ${giver}`,
  acceptQuestion:
    'Vuoi accettare la dedica? Sarà pubblicata sulla lapide digitale con il suo testo e la firma.',
  refuseQuestion:
    'Vuoi rifiutare la dedica? Sarà pubblicata in forma anonima, senza testo; foto e video saranno sostituiti da fiori virtuali.',
  // spec panels §8 "Toasts"
  accepted: 'accettato',
  refused: 'rifiutato',

  deceased: 'Defunto',
  type: 'Tipo',
  date: 'Data',
  text: 'Dedica',
  giver: 'Da',
  signature: (sign: string) => `Firma: ${sign}`,
  unsigned: 'Senza firma',
  photo: 'Guarda la foto',
  video: 'Guarda il video',
  newTab: ' (si apre in una nuova scheda)',
} as const;
