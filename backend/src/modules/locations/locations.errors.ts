import { AppError } from '../../common/app-error';

export const LocationErrors = {
  regionNotFound: () => new AppError(404, 'REGION_NOT_FOUND', 'Regione non trovata'),
  provinceNotFound: () => new AppError(404, 'PROVINCE_NOT_FOUND', 'Provincia non trovata'),
  invalidCap: () => new AppError(400, 'INVALID_CAP', 'CAP non valido'),
};
