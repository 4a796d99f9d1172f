// The purchase form's optional registration (anonymous buyers only): the box, then the username made from
// name and surname and the contact method for the account's messages.
import { Checkbox, ContactMethodPicker, type ContactType } from '@ricordo/shared-design';
import { GeneratedUsernameField } from '../../common/forms/GeneratedUsernameField';
import type { UsernameStatus } from '../registrazione/useGeneratedUsername';
import { BUY_TEXTS } from './buy-texts';
import { FIELD_IDS } from './buy-field-ids';
import type { PurchaseErrors, PurchaseValues } from './purchase-rules';

export interface RegisterFieldsProps {
  values: Pick<PurchaseValues, 'register' | 'email' | 'telephone' | 'contactMethod'>;
  errors: PurchaseErrors;
  username: string;
  usernameStatus: UsernameStatus;
  onRegister: (register: boolean) => void;
  onContactMethod: (value: ContactType | null) => void;
}

export function RegisterFields({
  values,
  errors,
  username,
  usernameStatus,
  onRegister,
  onContactMethod,
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
        </div>
      )}
    </>
  );
}
