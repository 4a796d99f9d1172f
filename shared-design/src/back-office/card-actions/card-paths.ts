// The card and PDF routes of one record, ids with the '000' prefix.
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
  /** The print sheet of the deceased's plaque: 'a4' one per page, 'grid' many. */
  qrSheet: (id: number, layout: 'a4' | 'grid') =>
    `/api/qrcodes/deceased/${toPublicId(id)}/sheet.pdf?layout=${layout}`,
};
