// Italian texts of /aggiungi-dono-admin (spec panels §2 row action "add gift", §5, §8).
export const GIFT_TEXTS = {
  title: 'Aggiungi dono',
  deceased: (name: string) => `Dono per ${name}`,
  type: 'Tipo di dono',
  text: 'Dedica',
  sign: 'Firma',
  signHint: 'Lascia vuoto per un dono anonimo',
  publish: 'Pubblicazione',
  publishNow: 'Pubblica subito',
  publishPending: 'In attesa di approvazione del titolare',
  photo: 'Foto',
  video: 'Video',
  submit: 'Aggiungi dono',
  back: 'Torna alle lapidi digitali',
  added: 'Dono aggiunto con successo',
  fileRequired: 'Carica almeno un file',
  textTooLong: 'Il testo puo` contenere al massimo 1000 caratteri',
} as const;
