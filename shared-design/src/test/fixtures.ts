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
