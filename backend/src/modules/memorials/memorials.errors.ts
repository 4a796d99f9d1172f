import { AppError } from '../../common/app-error';

export const MemorialErrors = {
  notFound: () => new AppError(404, 'MEMORIAL_NOT_FOUND', 'Memorial non trovato'),
};
