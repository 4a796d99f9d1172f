// `/registrazione` (spec public §2, §3, §4, §5, §8): name, surname, the generated read-only username,
// telephone, e-mail, optional promotion code, contact method, optional obituary notifications with their
// zones, terms, 'Procedi'. Success goes to /esito-registrazione with the contact the link went to.
import { useCallback, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  ApiError,
  Button,
  Checkbox,
  ContactMethodPicker,
  MESSAGES,
  NotificationFrequencySelect,
  NotificationZonesPicker,
  PhoneField,
  TextField,
  api,
  completeZones,
  type ContactType,
  type NotificationFrequency,
  type NotificationZone,
} from '@ricordo/shared-design';
import { GeneratedUsernameField } from '../../common/forms/GeneratedUsernameField';
import { TermsCheckbox } from '../../common/forms/TermsCheckbox';
import { TEXTS } from '../../common/texts';
import '../../common/pages.css';
import {
  FIELD_ORDER,
  validateRegistration,
  type RegistrationErrors,
  type RegistrationField,
} from './registration-rules';
import { useGeneratedUsername } from './useGeneratedUsername';
import { useSubmitOnceUsername } from './useSubmitOnceUsername';

/** Frequencies of an account's zone notifications (spec public §3); 'never' is the unticked box. */
const FREQUENCIES: readonly NotificationFrequency[] = ['realtime', 'daily', 'weekly'];

const FIELD_IDS: Record<RegistrationField, string> = {
  name: 'reg-name',
  surname: 'reg-surname',
  username: 'reg-username',
  telephone: 'reg-telephone',
  email: 'reg-email',
  contactMethod: 'reg-contact-method',
  zones: 'reg-zones',
  terms: 'reg-terms',
};

/** Server field names (the request body's) to the form's. */
const SERVER_FIELDS: Record<string, RegistrationField> = {
  name: 'name',
  surname: 'surname',
  username: 'username',
  telephone: 'telephone',
  email: 'email',
  'contact-method': 'contactMethod',
  notificationList: 'zones',
  terms: 'terms',
};

function focusField(field: RegistrationField) {
  const element = document.getElementById(FIELD_IDS[field]);
  if (!element) return;
  if (element.matches('input, select, textarea')) element.focus();
  else element.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled])')?.focus();
}

/** spec public §8: a code containing USERNAME, TELEPHONE or EMAIL marks and focuses that field. */
function fieldOfErrorCode(errorCode: string | null): RegistrationField | null {
  if (!errorCode) return null;
  if (errorCode.includes('USERNAME')) return 'username';
  if (errorCode.includes('TELEPHONE')) return 'telephone';
  if (errorCode.includes('EMAIL')) return 'email';
  return null;
}

function fieldErrorsOf(error: ApiError): RegistrationErrors {
  const fields = (error.envelope?.data as { fields?: unknown } | null | undefined)?.fields;
  const errors: RegistrationErrors = {};
  if (fields && typeof fields === 'object' && !Array.isArray(fields)) {
    for (const [key, message] of Object.entries(fields as Record<string, unknown>)) {
      const field = SERVER_FIELDS[key];
      if (field) errors[field] = typeof message === 'string' && message ? message : MESSAGES.invalid;
    }
  }
  return errors;
}

export function RegistrationPage() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [surname, setSurname] = useState('');
  const { username, status: usernameStatus } = useGeneratedUsername(name, surname);
  const { form, waiting: waitingForUsername, wait: waitForUsername } = useSubmitOnceUsername(usernameStatus);
  const [telephone, setTelephone] = useState('');
  const [email, setEmail] = useState('');
  const [agent, setAgent] = useState('');
  const [contactMethod, setContactMethod] = useState<ContactType | null>(null);
  const [activeNotification, setActiveNotification] = useState(false);
  const [frequency, setFrequency] = useState<NotificationFrequency>('daily');
  const [zones, setZones] = useState<NotificationZone[]>([]);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [serverUsernameError, setServerUsernameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onContactMethod = useCallback((value: ContactType | null) => setContactMethod(value), []);
  const clearError = (field: RegistrationField) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const showErrors = (found: RegistrationErrors) => {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) focusField(first);
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
    const found = validateRegistration({
      name,
      surname,
      username,
      usernameStatus,
      telephone,
      email,
      contactMethod,
      activeNotification,
      zones,
      terms,
    });
    if (Object.values(found).some(Boolean)) {
      showErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { data } = await api.post<{ recipient?: string }>('/account/registration', {
        name: name.trim(),
        surname: surname.trim(),
        username,
        telephone,
        email: email.trim(),
        agent: agent.trim(),
        'contact-method': contactMethod,
        activeNotification,
        notificationFrequency: activeNotification ? frequency : 'never',
        notificationList: activeNotification ? completeZones(zones) : [],
        terms,
      });
      const recipient = data?.recipient ?? '';
      void navigate(
        recipient ? `/esito-registrazione?contact=${encodeURIComponent(recipient)}` : '/esito-registrazione',
      );
    } catch (error) {
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
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={form}
      className="pub-card-page pub-form"
      noValidate
      aria-labelledby="pub-registration-title"
      onSubmit={(event) => void submit(event)}
    >
      <h1 id="pub-registration-title">{TEXTS.registrationTitle}</h1>
      <p className="pub-muted">
        Hai già un account? <Link to="/login">{MESSAGES.login}</Link>
      </p>
      <TextField
        id={FIELD_IDS.name}
        label={TEXTS.name}
        name="name"
        autoComplete="given-name"
        required
        value={name}
        error={errors.name}
        onChange={(event) => {
          setName(event.target.value);
          clearError('name');
          setServerUsernameError(null);
        }}
      />
      <TextField
        id={FIELD_IDS.surname}
        label={TEXTS.surname}
        name="surname"
        autoComplete="family-name"
        required
        value={surname}
        error={errors.surname}
        onChange={(event) => {
          setSurname(event.target.value);
          clearError('surname');
          setServerUsernameError(null);
        }}
      />
      <GeneratedUsernameField
        id={FIELD_IDS.username}
        username={username}
        status={usernameStatus}
        error={serverUsernameError ?? errors.username}
      />
      <PhoneField
        id={FIELD_IDS.telephone}
        label={TEXTS.telephone}
        value={telephone}
        error={errors.telephone}
        onChange={(value) => {
          setTelephone(value);
          clearError('telephone');
        }}
      />
      <TextField
        id={FIELD_IDS.email}
        label={TEXTS.email}
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        value={email}
        error={errors.email}
        onChange={(event) => {
          setEmail(event.target.value);
          clearError('email');
          if (errors.telephone === MESSAGES.emailOrPhoneToRegister) clearError('telephone');
        }}
      />
      <TextField
        id="reg-agent"
        label={TEXTS.promotionCode}
        name="agent"
        autoCapitalize="characters"
        value={agent}
        onChange={(event) => setAgent(event.target.value)}
      />
      <ContactMethodPicker
        id={FIELD_IDS.contactMethod}
        email={email}
        telephone={telephone}
        value={contactMethod}
        error={errors.contactMethod}
        onChange={(value) => {
          onContactMethod(value);
          clearError('contactMethod');
        }}
      />
      <Checkbox
        label={TEXTS.wantsNotifications}
        name="activeNotification"
        checked={activeNotification}
        onChange={(event) => {
          setActiveNotification(event.target.checked);
          clearError('zones');
        }}
      />
      {activeNotification && (
        <div className="pub-notifications">
          <NotificationFrequencySelect value={frequency} onChange={setFrequency} frequencies={FREQUENCIES} />
          <NotificationZonesPicker
            id={FIELD_IDS.zones}
            value={zones}
            error={errors.zones}
            onChange={(value) => {
              setZones(value);
              clearError('zones');
            }}
          />
        </div>
      )}
      <TermsCheckbox
        id={FIELD_IDS.terms}
        name="terms"
        checked={terms}
        error={errors.terms}
        onChange={(checked) => {
          setTerms(checked);
          clearError('terms');
        }}
        before={TEXTS.termsBefore}
        to="/terms"
        linkText={TEXTS.termsLink}
        privacyHint
      />
      {formError && (
        <p className="pub-alert" role="alert">
          {formError}
        </p>
      )}
      <Button type="submit" loading={busy || waitingForUsername} fullWidth>
        {MESSAGES.proceed}
      </Button>
    </form>
  );
}
