// Italian texts of the admin's memorial forms (spec panels §2 "Memorial forms (admin)", §4, §5 "Memorial",
// §8). The spec's own are copied exactly; the rest is written in the same register. The slots' texts are the
// kit's (MEMORIAL_MEDIA_TEXTS).
import { MEMORIAL_MEDIA_TEXTS } from '@ricordo/shared-design/back-office';

export const MEMORIAL_FORM_TEXTS = {
  ...MEMORIAL_MEDIA_TEXTS,
  forDeceased: (name: string) => `Defunto: ${name}`,
  goToDeceased: 'Vai al defunto',
  biography: 'Biografia',
  biographyHint: 'Sarà mostrata sulla pagina del defunto sotto il titolo CHI ERA.',
  // spec panels §2
  deleteMemorial: 'Elimina memorial',
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
