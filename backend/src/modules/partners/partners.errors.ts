import { AppError } from '../../common/app-error';

export const PartnerMessages = {
  contactRequired: 'Devi inserire un metodo di contatto',
  phoneInvalid: 'Numero di telefono non valido',
  vatTaken: 'Partita IVA già registrata',
  requestSent: 'Richiesta inviata con successo, ti risponderemo entro 48 ore',
  accepted: 'Partner accettato con successo',
  denied: 'Richiesta rifiutata',
  downgraded: 'Partner disabilitato con successo',
  notPending: 'La richiesta non è in attesa',
  notActive: 'Il partner non è attivo',
} as const;

/** spec public §2 /partner-page: 'Partner non trovato'; §8 "Partner": codes with USER, EMAIL (and VAT). */
export const PartnerErrors = {
  notFound: () => new AppError(404, 'PARTNER_NOT_FOUND', 'Partner non trovato'),
  vatTaken: () =>
    new AppError(409, 'VAT_ALREADY_EXISTS', PartnerMessages.vatTaken, {
      fields: { pi: PartnerMessages.vatTaken },
    }),
  /** The admin action does not fit the partner's state (e.g. accepting a denied request twice). */
  wrongState: (message: string) => new AppError(409, 'INVALID_PARTNER_STATE', message),
};
