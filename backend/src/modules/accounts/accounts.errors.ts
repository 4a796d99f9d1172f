import { AppError } from '../../common/app-error';

export const AccountErrors = {
  /** spec public §8: "Account without permissions ... alert about problems retrieving account information". */
  noPermissions: () =>
    new AppError(
      403,
      'NO_PERMISSIONS',
      "Si è verificato un problema nel recupero delle informazioni del tuo account, contatta l'assistenza",
    ),
};
