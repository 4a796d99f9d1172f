// Italian texts of the memorial photo slots and video (spec panels §2 "Memorial forms (admin)", §4), shared by
// the admin's memorial forms and the optional memorial of 'Aggiungi defunto'.
export const MEMORIAL_MEDIA_TEXTS = {
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
  // spec panels §4
  removeCurrentVideo: 'Devi rimuovere il video corrente per procedere',
} as const;
