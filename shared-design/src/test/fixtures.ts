import type { Schema } from '../api/call-types';
import type { ExpiringMemorial, UserData } from '../api/types';

/** A session user as the server sends it; override what the test is about. */
export function makeUser(overrides: Partial<UserData> = {}): UserData {
  return {
    user_id: 42,
    name: 'Maria',
    surname: 'Rossi',
    username: 'mariarossi',
    email: 'maria.rossi@example.it',
    telephone: '+39-3331234567',
    cf: null,
    preferred_contact: { type: 'email' },
    notificationPreference: {
      activeNotification: false,
      notificationFrequency: 'daily',
      notificationList: [],
    },
    permissions: { platformAccess: 0 },
    partnertype: null,
    addresses: [],
    ...overrides,
  };
}

export function makeExpiring(overrides: Partial<ExpiringMemorial> = {}): ExpiringMemorial {
  return {
    ID: 7,
    deceasedID: 1000,
    deceasedName: 'Giuseppe',
    deceasedSurname: 'Verdi',
    deceasedLapide: null,
    expirationDate: 1767222000,
    notNotify: false,
    ...overrides,
  };
}

/** A row of the admin's QR table as the API answers it: a free permanent code, unless `overrides` say otherwise. */
export const qrAdminRow = (
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
