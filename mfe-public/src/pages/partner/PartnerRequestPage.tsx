// `/partner` (spec public §2, §3 "Partner company", §4 "Partner form submit", §5 "Partner", §8 "Partner"):
// a company asks to become a partner. The username comes from the company name (not editable, its
// availability checked), the captcha is the contact page's proof-of-work, the files go up with their
// progress; without any media the visitor confirms first. A refusal whose errorCode names USER, EMAIL (or
// VAT, TELEPHONE) focuses that field; success goes to /partner-registrato.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  AddressPicker,
  ApiError,
  Button,
  Checkbox,
  ConfirmDialog,
  Dialog,
  FilePicker,
  FormMessage,
  MESSAGES,
  PhoneField,
  RadioGroup,
  TextArea,
  TextField,
  api,
} from '@ricordo/shared-design';
import { CaptchaStatus, useCaptcha } from '../../common/forms/Captcha';
import { GeneratedUsernameField } from '../../common/forms/GeneratedUsernameField';
import { useGeneratedUsername } from '../registrazione/useGeneratedUsername';
import {
  EMPTY_PARTNER,
  FIELD_IDS,
  FIELD_ORDER,
  PARTNER_MAX_IMAGES,
  PARTNER_MAX_VIDEO_BYTES,
  fieldOfErrorCode,
  hasNoMedia,
  partnerFormData,
  validatePartner,
  type PartnerErrors,
  type PartnerField,
  type PartnerValues,
} from './partner-rules';
import { PARTNER_TEXTS as T } from './partner-texts';

function focusField(field: PartnerField) {
  document.getElementById(FIELD_IDS[field])?.focus();
}

/** `embedded`: inside the 'LAVORA CON NOI' modal, whose title is the page's (PartnerFormModal). */
export function PartnerRequestPage({ embedded = false }: { embedded?: boolean }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<PartnerValues>(EMPTY_PARTNER);
  const [errors, setErrors] = useState<PartnerErrors>({});
  const [askNoMedia, setAskNoMedia] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ message: string; leave: boolean } | null>(null);
  const { username, status } = useGeneratedUsername(values.name, null);
  const captcha = useCaptcha();

  const change = (patch: Partial<PartnerValues>, fields: PartnerField[]) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  };

  const send = async () => {
    setProgress(0);
    try {
      const altcha = await captcha.take();
      await api.call('sendformPartner', {
        body: partnerFormData(values, username, altcha),
        onProgress: setProgress,
      });
      void navigate('/partner-registrato');
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFailure({ message: MESSAGES.unexpected, leave: false });
        return;
      }
      const serverFields = (error.envelope?.data as { fields?: Record<string, string> } | null)?.fields;
      const field = fieldOfErrorCode(error.errorCode);
      if (field) {
        setErrors({ [field]: error.message });
        focusField(field);
        return;
      }
      if (serverFields) {
        const mapped: PartnerErrors = {};
        for (const [name, message] of Object.entries(serverFields)) {
          const known = FIELD_ORDER.find((candidate) => candidate === name);
          mapped[known ?? 'address'] = message;
        }
        setErrors(mapped);
        const first = FIELD_ORDER.find((candidate) => mapped[candidate]);
        if (first) focusField(first);
        return;
      }
      // spec public §5: a failed captcha on the partner form is improper use; the visitor is sent away.
      if (error.errorCode === 'CAPTCHA_INVALID') setFailure({ message: T.improperUse, leave: true });
      else setFailure({ message: error.message, leave: false });
    } finally {
      setProgress(null);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (progress !== null) return;
    const found = validatePartner(values, username, status);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) return focusField(first);
    if (hasNoMedia(values)) return setAskNoMedia(true);
    void send();
  };

  const closeFailure = () => {
    const leave = failure?.leave;
    setFailure(null);
    if (leave) void navigate('/');
  };

  return (
    <section
      className={embedded ? undefined : 'pub-card-page'}
      aria-labelledby={embedded ? undefined : 'pub-partner-title'}
    >
      {!embedded && <h1 id="pub-partner-title">{T.title}</h1>}
      <p>{T.intro}</p>
      <form className="pub-form" noValidate onSubmit={submit}>
        <fieldset>
          <legend>{T.company}</legend>
          <TextField
            id={FIELD_IDS.name}
            label={T.name}
            required
            maxLength={200}
            value={values.name}
            error={errors.name}
            onChange={(event) => change({ name: event.target.value }, ['name', 'username'])}
          />
          <RadioGroup
            legend={T.type}
            name="type"
            options={[...T.types]}
            value={values.type}
            onChange={(type) => change({ type: type as PartnerValues['type'] }, [])}
          />
          <GeneratedUsernameField
            id={FIELD_IDS.username}
            username={username}
            status={status}
            error={errors.username}
          />
          <TextField
            id={FIELD_IDS.pi}
            label={T.pi}
            required
            maxLength={30}
            value={values.pi}
            error={errors.pi}
            onChange={(event) => change({ pi: event.target.value }, ['pi'])}
          />
          <TextField
            id={FIELD_IDS.sdi}
            label={T.sdi}
            required
            maxLength={100}
            value={values.sdi}
            error={errors.sdi}
            onChange={(event) => change({ sdi: event.target.value }, ['sdi'])}
          />
          <TextField
            id={FIELD_IDS.cf}
            label={T.cf}
            maxLength={20}
            value={values.cf}
            error={errors.cf}
            onChange={(event) => change({ cf: event.target.value.toUpperCase() }, ['cf'])}
          />
        </fieldset>
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
        <fieldset>
          <legend>{T.contacts}</legend>
          <TextField
            id={FIELD_IDS.email}
            label={T.email}
            type="email"
            autoComplete="email"
            maxLength={254}
            value={values.email}
            error={errors.email}
            onChange={(event) => change({ email: event.target.value }, ['email', 'phone'])}
          />
          <PhoneField
            id={FIELD_IDS.phone}
            label={T.phone}
            value={values.phone}
            error={errors.phone}
            onChange={(phone) => change({ phone }, ['phone', 'email'])}
          />
          <PhoneField
            id={FIELD_IDS.altPhone}
            label={T.altPhone}
            value={values.altPhone}
            error={errors.altPhone}
            onChange={(altPhone) => change({ altPhone }, ['altPhone'])}
          />
          <TextField
            id={FIELD_IDS.website}
            label={T.website}
            maxLength={255}
            value={values.website}
            error={errors.website}
            onChange={(event) => change({ website: event.target.value }, ['website'])}
          />
        </fieldset>
        <TextArea
          id="partner-description"
          label={T.description}
          hint={T.descriptionHint}
          rows={6}
          maxLength={10_000}
          value={values.description}
          onChange={(event) => change({ description: event.target.value }, [])}
        />
        <fieldset>
          <legend>{T.media}</legend>
          <FilePicker
            id="partner-logo"
            label={T.logo}
            kind="photo"
            value={values.logo}
            onChange={(logo) => change({ logo }, [])}
          />
          <FilePicker
            id="partner-images"
            label={T.images}
            kind="photo"
            multiple
            max={PARTNER_MAX_IMAGES}
            maxMessage={T.maxImages}
            value={values.images}
            onChange={(images) => change({ images }, [])}
          />
          <FilePicker
            id="partner-video"
            label={T.video}
            kind="video"
            maxBytes={PARTNER_MAX_VIDEO_BYTES}
            value={values.video}
            onChange={(video) => change({ video }, [])}
          />
        </fieldset>
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
        <CaptchaStatus state={captcha.state} />
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
        open={askNoMedia}
        message={T.noMedia}
        onCancel={() => setAskNoMedia(false)}
        onConfirm={() => {
          setAskNoMedia(false);
          void send();
        }}
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
