// `/partner` (spec public §2, §3 "Partner company", §4 "Partner form submit", §5 "Partner", §8 "Partner"):
// a company asks to become a partner. The username comes from the company name (not editable, its
// availability checked), the captcha is the contact page's proof-of-work, the files go up with their
// progress; without any media the visitor confirms first. A refusal whose errorCode names USER, EMAIL (or
// VAT, TELEPHONE) focuses that field; success goes to /partner-registrato.
import { Link } from 'react-router-dom';
import {
  AddressPicker,
  Button,
  Checkbox,
  ConfirmDialog,
  Dialog,
  FormMessage,
  MESSAGES,
  RichTextEditor,
} from '@ricordo/shared-design';
// The editor's fonts and the classes a saved description comes back with.
import '@ricordo/shared-design/rich-text.css';
import { CaptchaStatus } from '../../common/forms/Captcha';
import { CompanyFields } from './CompanyFields';
import { PartnerContactFields } from './PartnerContactFields';
import { PartnerMediaFields } from './PartnerMediaFields';
import { FIELD_IDS } from './partner-rules';
import { PARTNER_TEXTS as T } from './partner-texts';
import { usePartnerRequest } from './usePartnerRequest';

/** `embedded`: inside the 'LAVORA CON NOI' modal, whose title is the page's (PartnerFormModal). */
export function PartnerRequestPage({ embedded = false }: { embedded?: boolean }) {
  const request = usePartnerRequest();
  const { values, errors, setErrors, change, progress, failure, closeFailure } = request;

  return (
    <section
      className={embedded ? undefined : 'pub-card-page'}
      aria-labelledby={embedded ? undefined : 'pub-partner-title'}
    >
      {!embedded && <h1 id="pub-partner-title">{T.title}</h1>}
      <p>{T.intro}</p>
      <form className="pub-form" noValidate onSubmit={request.submit}>
        <CompanyFields
          values={values}
          errors={errors}
          username={request.username}
          usernameStatus={request.usernameStatus}
          change={change}
        />
        <AddressPicker
          id={FIELD_IDS.address}
          legend={T.address}
          showNationality
          value={values.address}
          errors={errors.addressFields}
          onChange={(address) => {
            change({ address }, ['address', 'cf']);
            setErrors((current) => ({ ...current, addressFields: undefined }));
          }}
        />
        {errors.address && !errors.addressFields && <FormMessage>{errors.address}</FormMessage>}
        <PartnerContactFields values={values} errors={errors} change={change} />
        {/* spec public §3 "Partner company": the description is rich text (the server's allow-list keeps it). */}
        <RichTextEditor
          id="partner-description"
          label={T.description}
          hint={T.descriptionHint}
          value={values.description}
          onChange={(description) => change({ description }, [])}
        />
        <PartnerMediaFields values={values} change={change} />
        <Checkbox
          id={FIELD_IDS.terms}
          name="terms"
          required
          checked={values.terms}
          error={errors.terms}
          onChange={(event) => change({ terms: event.target.checked }, ['terms'])}
          label={
            <>
              Ho letto l&apos;<Link to="/privacy">informativa sulla privacy</Link> e accetto i{' '}
              <Link to="/terms">termini e condizioni</Link>
            </>
          }
        />
        <CaptchaStatus state={request.captchaState} />
        {progress !== null && (
          <div className="rc-field">
            <label htmlFor="partner-upload-progress">{T.uploading(progress)}</label>
            <progress id="partner-upload-progress" max={100} value={progress} />
          </div>
        )}
        <Button type="submit" loading={progress !== null} fullWidth>
          {T.submit}
        </Button>
      </form>
      <ConfirmDialog
        open={request.askNoMedia}
        message={T.noMedia}
        onCancel={() => request.answerNoMedia(false)}
        onConfirm={() => request.answerNoMedia(true)}
      />
      <Dialog
        open={failure !== null}
        onClose={closeFailure}
        title={MESSAGES.error}
        description={failure?.message}
        showCloseButton={false}
        actions={<Button onClick={closeFailure}>{MESSAGES.close}</Button>}
      />
    </section>
  );
}
