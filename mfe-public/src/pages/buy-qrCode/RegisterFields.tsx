// The purchase form's optional registration (anonymous buyers only): the box, then the username made from
// name and surname, the contact method for the account's messages and how often it hears of new obituaries
// (spec public §3: the purchase-side selector lists realtime, daily, never; a signed-in buyer is not asked,
// §6).
import {
  Checkbox,
  ContactMethodPicker,
  NotificationFrequencySelect,
  type ContactType,
} from '@ricordo/shared-design';
import { GeneratedUsernameField } from '../../common/forms/GeneratedUsernameField';
import type { UsernameStatus } from '../registrazione/useGeneratedUsername';
import { BUY_TEXTS } from './buy-texts';
import { FIELD_IDS } from './buy-field-ids';
import {
  PURCHASE_FREQUENCIES,
  type PurchaseErrors,
  type PurchaseNotificationFrequency,
  type PurchaseValues,
} from './purchase-rules';

export interface RegisterFieldsProps {
  values: Pick<
    PurchaseValues,
    'register' | 'email' | 'telephone' | 'contactMethod' | 'notificationFrequency'
  >;
  errors: PurchaseErrors;
  username: string;
  usernameStatus: UsernameStatus;
  onRegister: (register: boolean) => void;
  onContactMethod: (value: ContactType | null) => void;
  onNotificationFrequency: (value: PurchaseNotificationFrequency) => void;
}

export function RegisterFields({
  values,
  errors,
  username,
  usernameStatus,
  onRegister,
  onContactMethod,
  onNotificationFrequency,
}: RegisterFieldsProps) {
  return (
    <>
      <Checkbox
        id="buy-register"
        label={BUY_TEXTS.register}
        checked={values.register}
        onChange={(event) => onRegister(event.target.checked)}
      />
      {values.register && (
        <div className="pub-notifications">
          <GeneratedUsernameField
            id={FIELD_IDS.username}
            username={username}
            status={usernameStatus}
            error={errors.username}
          />
          <ContactMethodPicker
            id={FIELD_IDS.contactMethod}
            email={values.email}
            telephone={values.telephone}
            value={values.contactMethod}
            error={errors.contactMethod}
            onChange={onContactMethod}
          />
          <NotificationFrequencySelect
            id={FIELD_IDS.notificationFrequency}
            value={values.notificationFrequency}
            frequencies={PURCHASE_FREQUENCIES}
            error={errors.notificationFrequency}
            onChange={(value) => onNotificationFrequency(value as PurchaseNotificationFrequency)}
          />
        </div>
      )}
    </>
  );
}
