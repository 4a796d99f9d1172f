import { AppError } from '../../common/app-error';

export const DeceasedErrors = {
  /** spec public §8 "Deceased not found"; {id} as the visitor typed it, without the 000 prefix. */
  notFound: (shownId: string) =>
    new AppError(
      404,
      'DECEASED_NOT_FOUND',
      `Defunto con id ${shownId} non trovato, verra\` reinderizzatto alla home`,
    ),
};
