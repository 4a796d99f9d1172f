/** Italian texts of the partner page editor (spec panels §2 "Partner page editor", §5 "Partner page", §8). */
export const PARTNER_PAGE_TEXTS = {
  emptyField: 'Non pui lasciare vuoto il campo',
  name: 'Nome',
  description: 'Descrizione',
  logo: 'Logo',
  noLogo: 'Nessun logo',
  save: 'Salva',
  cancel: 'Annulla',
  edit: 'Modifica',
  editName: 'Modifica nome',
  editDescription: 'Modifica descrizione',
  editLogo: 'Modifica logo',
  uploadLogo: 'Carica logo',
  viewPage: 'Visualizza pagina',
  saved: 'Modifica salvata con successo',
  gallery: 'Foto',
  galleryCount: (count: number, max: number) => `${count} di ${max} foto`,
  addImages: 'Aggiungi foto',
  uploadImages: 'Carica foto',
  imageAlt: (index: number) => `Foto ${index}`,
  openImage: (index: number) => `Apri la foto ${index}`,
  removeImage: (index: number) => `Elimina la foto ${index}`,
  removeImageQuestion: 'Sei sicuro di voler eliminare la foto selezionata?',
  /** spec panels §8 MAX_IMAGES_REACHED, with the partner page's limit (50) instead of the memorial's 10. */
  maxImages: 'Hai superato il limite delle 50 foto',
  video: 'Video',
  chooseVideo: 'Scegli il video',
  noVideo: 'Nessun video',
  uploadVideo: 'Carica video',
  removeVideo: 'Elimina video',
  removeVideoQuestion: 'Sei sicuro di voler eliminare il video?',
  videoHint: 'Un video fino a 200 MB (mp4, avi, m4v)',
  social: 'Social',
  socialHint: "L'indirizzo completo della pagina, ad esempio https://www.facebook.com/…",
  editorTitle: 'Pagina partner',
} as const;

/** spec panels §3 "Partner page": the social links, in the order the page shows them. */
export const PARTNER_SOCIAL_NETWORKS = [
  { key: 'instagram', label: 'Instagram' },
  { key: 'facebook', label: 'Facebook' },
  { key: 'twitter', label: 'Twitter' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'youtube', label: 'YouTube' },
] as const;

/** spec panels §5 "Photos (forms)": the partner forms cite png, jpeg, jpg. */
export const PARTNER_CITED_PHOTO_FORMATS = ['png', 'jpeg', 'jpg'] as const;
