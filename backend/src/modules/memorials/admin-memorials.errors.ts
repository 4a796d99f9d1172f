import { AppError } from '../../common/app-error';

/** Texts of the admin's memorial forms (spec panels §8 "Memorial add/edit fail", successes). */
export const AdminMemorialMessages = {
  added: 'Memorial aggiunto con successo',
  edited: 'Memorial modificato con successo',
  deleted: 'Memorial eliminato con successo',
  alreadyActive: 'Il defunto ha gia` un memorial attivo: usa Modifica memorial',
  notFound: 'Memorial non trovato',
} as const;

export const AdminMemorialErrors = {
  alreadyActive: () => new AppError(409, 'MEMORIAL_ACTIVE', AdminMemorialMessages.alreadyActive),
  notFound: () => new AppError(404, 'MEMORIAL_NOT_FOUND', AdminMemorialMessages.notFound),
};
