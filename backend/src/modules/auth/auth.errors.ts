import { AppError } from '../../common/app-error';

// Messages of spec public §5, §8 and docs/contracts.md "Auth" / "CSRF".
export const AuthErrors = {
  missingFields: () => new AppError(400, 'MISSING_FIELDS', 'Riempi tutti i campi'),
  wrongCredentials: () => new AppError(401, 'WRONG_CREDENTIALS', 'Credenziali errate'),
  tooManyAttempts: () =>
    new AppError(429, 'TOO_MANY_ATTEMPTS', 'Troppi tentativi di accesso, riprova tra qualche minuto'),
  /** Registration, lookups and recovery (DESIGN "Security": throttled like the login). */
  tooManyRequests: () =>
    new AppError(429, 'TOO_MANY_ATTEMPTS', 'Troppi tentativi, riprova tra qualche minuto'),
  invalidToken: () => new AppError(401, 'INVALID_TOKEN', 'Token non valido'),
  csrfInvalid: () => new AppError(403, 'CSRF_INVALID', 'Sessione scaduta, ricarica la pagina e riprova'),
  notLoggedIn: () => new AppError(401, 'NOT_LOGGED_IN', "Effettua l'accesso per continuare"),
  accessDenied: () =>
    new AppError(403, 'ACCESS_DENIED', 'Non hai i permessi per effettuare questa operazione'),
};
