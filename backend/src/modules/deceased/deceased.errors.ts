import { AppError } from '../../common/app-error';

/** Italian texts of the admin's tombstone actions (spec panels §8). */
export const DeceasedMessages = {
  modified: 'Elemento modificato con successo',
  deleted: 'Elemento eliminato con successo',
  /** spec panels §8 DECEASED_NOT_FOUND (panels). */
  notFound: 'defunto non trovato',
} as const;

export const DeceasedErrors = {
  /** spec public §8 "Deceased not found"; {id} as the visitor typed it, without the 000 prefix. */
  notFound: (shownId: string) =>
    new AppError(
      404,
      'DECEASED_NOT_FOUND',
      `Defunto con id ${shownId} non trovato, verra\` reinderizzatto alla home`,
    ),
  /** A panel's action on a deceased that does not exist (spec panels §8 DECEASED_NOT_FOUND). */
  panelNotFound: () => new AppError(404, 'DECEASED_NOT_FOUND', DeceasedMessages.notFound),
};
