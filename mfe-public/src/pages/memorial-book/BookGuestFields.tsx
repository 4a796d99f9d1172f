// What the condolence form asks of a visitor who is not signed in (spec public §5 "Condolence"): name,
// surname, a phone or an e-mail, the channel of the code, the optional registration with its zones and the
// terms; and the blur check of the phone.
import { useRef, type Dispatch, type SetStateAction } from 'react';
import { Link } from 'react-router-dom';
import {
  Checkbox,
  ContactMethodPicker,
  MESSAGES,
  NotificationZonesPicker,
  PhoneField,
  TextField,
} from '@ricordo/shared-design';
import { bookApi } from './book-api';
import { phoneDigitsOf, type BookErrors, type BookFormValues } from './book-form-state';
import { BOOK_TEXTS } from './book-texts';

type SetErrors = Dispatch<SetStateAction<BookErrors>>;

/**
 * spec public §5: the phone is checked on blur when over 4 characters; a number the server says cannot
 * receive the code is marked 'Telefono non valido'. A failed check says nothing: the server decides again on
 * sending. An answer for a number changed since is dropped.
 */
function usePhoneCheck(setErrors: SetErrors): (number: string) => Promise<void> {
  const checkedPhone = useRef('');
  return async (number: string) => {
    checkedPhone.current = number;
    const showInvalid = (invalid: boolean) =>
      setErrors((current) => {
        const marked = current.number === MESSAGES.telephoneInvalid;
        if (invalid === marked) return current;
        return { ...current, number: invalid ? MESSAGES.telephoneInvalid : undefined };
      });
    if (phoneDigitsOf(number).length <= 4) {
      showInvalid(false);
      return;
    }
    let valid: boolean;
    try {
      valid = await bookApi.checkPhone(number);
    } catch {
      return;
    }
    if (checkedPhone.current === number) showInvalid(!valid);
  };
}

interface GuestFieldsProps {
  form: BookFormValues;
  errors: BookErrors;
  setErrors: SetErrors;
}

export function BookGuestFields({ form, errors, setErrors }: GuestFieldsProps) {
  const { values, set } = form;
  const checkPhone = usePhoneCheck(setErrors);
  return (
    <>
      <div className="pub-book-row">
        <TextField
          label={BOOK_TEXTS.name}
          required
          value={values.name}
          maxLength={100}
          error={errors.accountName}
          onChange={(event) => set('name', event.target.value)}
        />
        <TextField
          label={BOOK_TEXTS.surname}
          required
          value={values.surname}
          maxLength={100}
          error={errors.accountSurname}
          onChange={(event) => set('surname', event.target.value)}
        />
      </div>
      <PhoneField
        label={BOOK_TEXTS.telephone}
        value={values.telephone}
        onChange={(value) => {
          set('telephone', value);
          if (errors.number === MESSAGES.telephoneInvalid)
            setErrors((current) => ({ ...current, number: undefined }));
        }}
        onBlur={() => void checkPhone(values.telephone)}
        error={errors.number}
      />
      <TextField
        label={BOOK_TEXTS.email}
        type="email"
        value={values.email}
        maxLength={254}
        error={errors.email}
        onChange={(event) => set('email', event.target.value)}
      />
      <ContactMethodPicker
        email={values.email}
        telephone={values.telephone}
        value={values.channel}
        onChange={(value) => set('channel', value)}
      />
      <Checkbox
        label={BOOK_TEXTS.register}
        checked={values.register}
        onChange={(event) => set('register', event.target.checked)}
      />
      {values.register && (
        <NotificationZonesPicker
          value={values.zones}
          onChange={(zones) => set('zones', zones)}
          error={errors.zones}
        />
      )}
      <Checkbox
        label={
          <>
            {BOOK_TEXTS.termsBefore}
            <Link to="/terms">{BOOK_TEXTS.termsLink}</Link>
          </>
        }
        checked={values.terms}
        error={errors.terms}
        onChange={(event) => set('terms', event.target.checked)}
      />
    </>
  );
}
