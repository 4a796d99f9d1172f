// Test helpers: users per role, and a location probe. Not part of the build (only tests import it).
import { useLocation } from 'react-router-dom';
import type { UserData } from '@ricordo/shared-design';

export function userFor(
  platformAccess: 0 | 1 | 2,
  partnertype: UserData['partnertype'] = null,
  name = 'Maria',
): UserData {
  return {
    user_id: 7,
    name,
    surname: 'Rossi',
    username: 'mariarossi',
    email: 'maria@example.it',
    telephone: '3331234567',
    cf: null,
    preferred_contact: { type: 'email' },
    notificationPreference: {
      activeNotification: false,
      notificationFrequency: 'never',
      notificationList: [],
    },
    permissions: { platformAccess },
    partnertype,
    addresses: [],
  };
}

/** Renders the current path, search and hash so tests can read where the router is. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}
