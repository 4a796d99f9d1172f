import { AppError, CommonErrors, CommonMessages } from '../../common/app-error';

/** Italian texts of the page's managers and invitations (docs/contracts.md "Page managers and guests"). */
export const PageMemberMessages = {
  invited: 'Invito inviato',
  revoked: 'Invito annullato',
  removed: 'Gestore rimosso',
  accepted: 'Invito accettato: ora gestisci questa pagina',
  acceptedGuest: 'Invito accettato: ora puoi visitare questa pagina',
  askedAgain: 'Abbiamo chiesto al proprietario di inviarti un nuovo invito',
  kept: 'I gestori restano',
  cleared: 'I gestori sono stati rimossi',
  expired: 'Invito scaduto',
  used: 'Invito già usato',
  invalid: 'Invito non valido',
  stillValid: 'Questo invito è ancora valido: puoi accettarlo',
  ownPage: 'Sei già il proprietario di questa pagina',
  ownerOnly: 'Solo il proprietario della pagina può farlo',
  notFound: 'Pagina non trovata',
  email: 'Inserisci un indirizzo e-mail valido',
  telephone: 'Inserisci un numero di telefono valido',
  required: CommonMessages.required,
  invalidChoice: 'Devi effettuare una scelta',
} as const;

export const PageMemberErrors = {
  field: (field: string, message: string) => CommonErrors.validation({ [field]: message }),
  /** Unknown page, or one the caller has no part in: nobody learns which ids exist. */
  notFound: () => new AppError(404, 'PAGE_NOT_FOUND', PageMemberMessages.notFound),
  /** A manager asking for what only the owner does. */
  ownerOnly: () => new AppError(403, 'OWNER_ONLY', PageMemberMessages.ownerOnly),
  invitationInvalid: () => new AppError(404, 'INVITATION_INVALID', PageMemberMessages.invalid),
  invitationExpired: () => new AppError(410, 'INVITATION_EXPIRED', PageMemberMessages.expired),
  invitationUsed: () => new AppError(410, 'INVITATION_USED', PageMemberMessages.used),
  invitationStillValid: () => new AppError(409, 'INVITATION_VALID', PageMemberMessages.stillValid),
  ownPage: () => new AppError(409, 'OWN_PAGE', PageMemberMessages.ownPage),
};
