// The card and PDF routes of one record (issue 11 contract "BC"), ids with the '000' prefix.
import { toPublicId } from '@ricordo/shared-design';

export type ManifestFormat = 'A3' | '70x100';

export const cardPaths = {
  card: (id: number, format: 'jpg' | 'pdf') => `/api/obituaryCard/create/${toPublicId(id)}?format=${format}`,
  indication: (id: number) => `/api/obituaryCard/indication/${toPublicId(id)}`,
  deceasedCard: (id: number) => `/api/deceasedCard/${toPublicId(id)}`,
  deceasedCard2: (id: number) => `/api/deceasedCard2/${toPublicId(id)}`,
  manifestPdf: (id: number, format: ManifestFormat) =>
    `/api/obituaries/manifestPdf/${toPublicId(id)}?format=${format}`,
  book: (id: number) => `/api/pdfBook/${toPublicId(id)}`,
};
