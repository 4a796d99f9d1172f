// The registration form's state (spec public §3, §5, §8): its values (the contact preference last chosen on
// this device to start with), the generated username, the changes that clear a field's error, and the
// sending, whose refusals mark and focus their fields; success goes to /esito-registrazione.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, MESSAGES, api, completeZones, rememberContactPreference } from '@ricordo/shared-design';
import { useMailExist } from '../../common/forms/useMailExist';
import { focusField } from './registration-field-ids';
import { initialValues, type RegistrationFormValues } from './registration-form-values';
import { fieldErrorsOf, fieldOfErrorCode } from './registration-refusals';
import {
  FIELD_ORDER,
  validateRegistration,
  type RegistrationErrors,
  type RegistrationField,
} from './registration-rules';
import { useGeneratedUsername } from './useGeneratedUsername';
import { useSubmitOnceUsername } from './useSubmitOnceUsername';

export function useRegistrationForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState(initialValues);
  const { username, status: usernameStatus } = useGeneratedUsername(values.name, values.surname);
  const { form, waiting: waitingForUsername, wait: waitForUsername } = useSubmitOnceUsername(usernameStatus);
  const mail = useMailExist();
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [serverUsernameError, setServerUsernameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const clearError = (field: RegistrationField) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  /** New values, and the fields whose errors go with them. */
  const change = (patch: Partial<RegistrationFormValues>, fields: RegistrationField[] = []) => {
    setValues((current) => ({ ...current, ...patch }));
    for (const field of fields) clearError(field);
  };

  const showErrors = (found: RegistrationErrors) => {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) focusField(first);
  };

  const failed = (error: unknown) => {
    if (!(error instanceof ApiError)) {
      setFormError(MESSAGES.unexpected);
      return;
    }
    const field = fieldOfErrorCode(error.errorCode);
    if (field === 'username') {
      setServerUsernameError(error.message);
      focusField('username');
    } else if (field) {
      showErrors({ [field]: error.message });
    } else {
      const fieldErrors = fieldErrorsOf(error);
      if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
      else setFormError(error.message || MESSAGES.unexpected);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (usernameStatus === 'suggesting') {
      waitForUsername();
      return;
    }
    setFormError(null);
    setServerUsernameError(null);
    const { name, surname, telephone, email, agent, contactMethod, activeNotification, terms } = values;
    const found = validateRegistration({ ...values, username, usernameStatus });
    // validateRegistration requires a contact method: the null test only narrows its type.
    if (Object.values(found).some(Boolean) || contactMethod === null) {
      showErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const preference = {
        activeNotification,
        notificationFrequency: activeNotification ? values.frequency : ('never' as const),
        notificationList: activeNotification ? completeZones(values.zones) : [],
      };
      const { data } = await api.call('registration', {
        body: {
          name: name.trim(),
          surname: surname.trim(),
          username,
          telephone,
          email: email.trim(),
          agent: agent.trim(),
          'contact-method': contactMethod,
          ...preference,
          terms,
        },
      });
      rememberContactPreference(preference);
      const recipient = data?.recipient ?? '';
      void navigate(
        recipient ? `/esito-registrazione?contact=${encodeURIComponent(recipient)}` : '/esito-registrazione',
      );
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  return {
    form,
    values,
    change,
    /** A new name or surname: a new username, so the server's refusal of the old one goes. */
    changeName: (
      patch: Pick<Partial<RegistrationFormValues>, 'name' | 'surname'>,
      field: RegistrationField,
    ) => {
      change(patch, [field]);
      setServerUsernameError(null);
    },
    changeEmail: (email: string) => {
      setValues((current) => ({ ...current, email }));
      mail.reset();
      clearError('email');
      if (errors.telephone === MESSAGES.emailOrPhoneToRegister) clearError('telephone');
    },
    username,
    usernameStatus,
    usernameError: serverUsernameError ?? errors.username,
    errors,
    mail,
    formError,
    loading: busy || waitingForUsername,
    submit,
  };
}

export type RegistrationForm = ReturnType<typeof useRegistrationForm>;
