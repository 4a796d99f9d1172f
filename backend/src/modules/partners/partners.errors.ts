import { AppError } from '../../common/app-error';

/** spec public §2 /partner-page: 'Partner non trovato'. */
export const PartnerErrors = {
  notFound: () => new AppError(404, 'PARTNER_NOT_FOUND', 'Partner non trovato'),
};
