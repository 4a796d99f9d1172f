import { AppError, CommonErrors } from '../../common/app-error';

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

/** The company data form: spec panels §8 'Elemento modificato con successo'. */
export const PartnerCompanyMessages = { saved: 'Elemento modificato con successo' } as const;

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

/** partnerEdit (spec panels §7, §8 "Partner edit errorCodes" and §5 "Partner page"). */
export const PartnerEditMessages = {
  saved: 'Modifica salvata con successo',
  emptyField: 'Non pui lasciare vuoto il campo',
  accessDenied: "Devi essere loggato come partner o amministratore per poter effettuare l'operazione",
  invalidPartner: "l'id del partner non e` valido",
  invalidEditType: 'Operazione non consentita',
  cannotDeleteFile: "Errore durante l'eliminazione del file",
  uploadingError: "Errore durante l'upload del file",
  maxImagesReached: 'Hai superato il limite delle 50 foto',
} as const;

export const PartnerEditErrors = {
  accessDenied: () => new AppError(403, 'ACCESS_DENIED', PartnerEditMessages.accessDenied),
  invalidPartner: () => new AppError(404, 'INVALID_PARTNER', PartnerEditMessages.invalidPartner),
  invalidEditType: () => new AppError(400, 'INVALID_EDIT_TYPE', PartnerEditMessages.invalidEditType),
  cannotDeleteFile: () => new AppError(400, 'CANNOT_DELETE_FILE', PartnerEditMessages.cannotDeleteFile),
  uploadingError: () => new AppError(400, 'UPLOADING_ERROR', PartnerEditMessages.uploadingError),
  maxImagesReached: () => new AppError(400, 'MAX_IMAGES_REACHED', PartnerEditMessages.maxImagesReached),
  emptyField: () => CommonErrors.validation({ content: PartnerEditMessages.emptyField }),
};
