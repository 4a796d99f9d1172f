// The purchase form's optional registration (anonymous buyers only): the box, then the username made from
// name and surname and the contact method for the account's messages.
import { Checkbox, ContactMethodPicker, MESSAGES, TextField, type ContactType } from '@ricordo/shared-design';
import { TEXTS } from '../../common/texts';
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
  const usernameError = errors.username ?? (usernameStatus === 'taken' ? MESSAGES.usernameTaken : null);
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
          <TextField
            id={FIELD_IDS.username}
            label={TEXTS.username}
            autoComplete="username"
            readOnly
            value={username}
            hint={
              usernameStatus === 'suggesting' || usernameStatus === 'checking'
                ? TEXTS.checkingUsername
                : TEXTS.usernameHint
            }
            error={usernameError}
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
