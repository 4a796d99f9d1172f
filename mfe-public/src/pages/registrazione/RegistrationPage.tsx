// `/registrazione` (spec public §2, §3, §4, §5, §8): name, surname, the generated read-only username,
// telephone, e-mail, optional promotion code, contact method, optional obituary notifications with their
// zones, terms, 'Procedi'. Success goes to /esito-registrazione with the contact the link went to.
import { Link } from 'react-router-dom';
import { Button, MESSAGES } from '@ricordo/shared-design';
import { TermsCheckbox } from '../../common/forms/TermsCheckbox';
import { TEXTS } from '../../common/texts';
import '../../common/pages.css';
import { ContactFields } from './ContactFields';
import { NameFields } from './NameFields';
import { NotificationFields } from './NotificationFields';
import { FIELD_IDS } from './registration-field-ids';
import { useRegistrationForm } from './useRegistrationForm';

export function RegistrationPage() {
  const form = useRegistrationForm();
  const { values, errors, change } = form;

  return (
    <form
      ref={form.form}
      className="pub-card-page pub-form"
      noValidate
      aria-labelledby="pub-registration-title"
      onSubmit={(event) => void form.submit(event)}
    >
      <h1 id="pub-registration-title">{TEXTS.registrationTitle}</h1>
      <p className="pub-muted">
        Hai già un account? <Link to="/login">{MESSAGES.login}</Link>
      </p>
      <NameFields form={form} />
      <ContactFields form={form} />
      <NotificationFields form={form} />
      <TermsCheckbox
        id={FIELD_IDS.terms}
        name="terms"
        checked={values.terms}
        error={errors.terms}
        onChange={(terms) => change({ terms }, ['terms'])}
        before={TEXTS.termsBefore}
        to="/terms"
        linkText={TEXTS.termsLink}
        privacyHint
      />
      {form.formError && (
        <p className="pub-alert" role="alert">
          {form.formError}
        </p>
      )}
      <Button type="submit" loading={form.loading} fullWidth>
        {MESSAGES.proceed}
      </Button>
    </form>
  );
}
