// The registration form's values and where they start (spec public §3: the contact preference last chosen
// on this device).
import {
  storedContactPreference,
  type ContactType,
  type NotificationFrequency,
  type NotificationZone,
} from '@ricordo/shared-design';

export interface RegistrationFormValues {
  name: string;
  surname: string;
  telephone: string;
  email: string;
  /** The optional promotion code. */
  agent: string;
  contactMethod: ContactType | null;
  activeNotification: boolean;
  frequency: NotificationFrequency;
  zones: NotificationZone[];
  terms: boolean;
}

/** spec public §3: the contact preference (zones and time) last chosen on this device starts the form. */
export function initialValues(): RegistrationFormValues {
  const stored = storedContactPreference();
  return {
    name: '',
    surname: '',
    telephone: '',
    email: '',
    agent: '',
    contactMethod: null,
    activeNotification: stored?.activeNotification ?? false,
    frequency: stored && stored.notificationFrequency !== 'never' ? stored.notificationFrequency : 'daily',
    zones: stored?.notificationList ?? [],
    terms: false,
  };
}
