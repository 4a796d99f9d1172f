// Italian texts of the admin's memorial forms (spec panels §2 "Memorial forms (admin)", §4, §5 "Memorial",
// §8). The spec's own are copied exactly; the rest is written in the same register.
export const MEMORIAL_FORM_TEXTS = {
  forDeceased: (name: string) => `Defunto: ${name}`,
  goToDeceased: 'Vai al defunto',
  biography: 'Biografia',
  biographyHint: 'Sarà mostrata sulla pagina del defunto sotto il titolo CHI ERA.',
  photos: 'Foto',
  photosHint: 'Fino a 10 foto (png, jpeg, jpg, bmp, gif), 15MB ciascuna.',
  photoSlot: (n: number) => `Carica immagine ${n} di 10`,
  savedPhoto: (n: number) => `Foto ${n}`,
  newPhoto: (n: number, name: string) => `Foto ${n}: ${name} (da caricare)`,
  video: 'Video',
  videoHint: 'Un video (mp4, avi, m4v) fino a 15MB.',
  chooseVideo: 'Carica video',
  savedVideo: 'Video del memorial',
  newVideo: (name: string) => `${name} (da caricare)`,
  remove: 'Rimuovi',
  restore: 'Ripristina',
  // spec panels §2
  removedPhotos: 'Immagini rimosse',
  removedVideo: 'Video rimosso',
  deleteMemorial: 'Elimina memorial',
  // spec panels §4
  removeCurrentVideo: 'Devi rimuovere il video corrente per procedere',
  // spec panels §8
  deleteConfirm: 'Sei sicuro di voler eliminare il memorial?',
  added: 'Memorial aggiunto con successo',
  edited: 'Memorial modificato con successo',
  deleted: 'Memorial eliminato con successo',
  uploading: (percent: number) => `Invio in corso: ${percent}%`,
  noMemorial: 'Il defunto non ha un memorial.',
  addInstead: 'Attiva memorial',
  hasActive: 'Il defunto ha già un memorial attivo.',
  editInstead: 'Modifica memorial',
  expiredRestart: (date: string) =>
    `Il memorial è scaduto il ${date}: sarà riattivato per un anno con le foto e il video che già contiene.`,
  loadFailed: 'Impossibile caricare il memorial, riprova tra poco.',
} as const;
