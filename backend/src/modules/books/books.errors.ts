import { CommonErrors } from '../../common/app-error';

/** Italian texts of the admin's books (Contabilità). */
export const BooksMessages = {
  month: 'Mese non valido: usa il formato AAAA-MM',
  order: 'Il mese finale non può precedere il mese iniziale',
  tooLong: 'Puoi scegliere al massimo 24 mesi alla volta',
} as const;

export const BooksErrors = {
  field: (field: string, message: string) => CommonErrors.validation({ [field]: message }),
};
