import type { Schema } from '@ricordo/shared-design';

/** A row of the admin's QR table as the API answers it: a free permanent code, unless `overrides` say otherwise. */
export const qrRow = (
  ID: number,
  overrides: Partial<Schema<'QrAdminRowDto'>> = {},
): Schema<'QrAdminRowDto'> => ({
  ID,
  code: `PLAQUE${ID}`,
  verification_code: `VERIF${ID}`,
  temporary: 0,
  sold: 0,
  saleChannel: null,
  contoVendita: 0,
  image: `/api/admin/qrcodes/${ID}/image.png`,
  url: '',
  url_condoglianze: '',
  deceased: null,
  owner: null,
  pending: 0,
  activationStatus: null,
  partnerID: null,
  expiresAt: null,
  expired: false,
  createdAt: 1_700_000_000,
  ...overrides,
});
