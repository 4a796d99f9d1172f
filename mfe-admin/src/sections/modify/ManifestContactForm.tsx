// The third block of #modify (spec panels §2): the manifesto e-mail and WhatsApp number, saved with 'Salva'.
import { useRef, useState, type FormEvent } from 'react';
import {
  ApiError,
  Button,
  check,
  email,
  FormMessage,
  MESSAGES,
  PhoneField,
  phone,
  required,
  Spinner,
  TextField,
  toast,
} from '@ricordo/shared-design';
import { useApiData, useFocusFirstError } from '@ricordo/shared-design/back-office';
import { saveManifestConfig, type ManifestConfig } from './modify-api';
import { MODIFY_TEXTS as T } from './modify-texts';

type Fields = Record<keyof ManifestConfig, string>;
type Errors = Partial<Fields>;

/** The server's rules, for comfort: both required, 'Mail non valida', 6 to 12 digits (the server decides). */
export function validateManifestConfig(fields: Fields): Errors {
  const errors: Errors = {};
  const mail = check(fields.manifestoEmail, required, (value) =>
    email(value) ? MESSAGES.mailInvalid : null,
  );
  const wapp = check(fields.manifestoWapp, required, (value) => phone(value, { min: 6 }));
  if (mail) errors.manifestoEmail = mail;
  if (wapp) errors.manifestoWapp = wapp;
  return errors;
}

export function ManifestContactForm() {
  const config = useApiData('getManifestConfig', {});
  if (config.error !== null) return <p role="alert">{config.error}</p>;
  if (!config.data) return <Spinner />;
  return (
    <ManifestContactFields
      initial={{
        manifestoEmail: config.data.manifestoEmail ?? '',
        manifestoWapp: config.data.manifestoWapp ?? '',
      }}
    />
  );
}

function ManifestContactFields({ initial }: { initial: Fields }) {
  const [fields, setFields] = useState<Fields>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusError = useFocusFirstError(formRef);

  const set = (key: keyof Fields, value: string) => setFields((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateManifestConfig(fields);
    setErrors(checked);
    setFormError(null);
    if (Object.keys(checked).length > 0) {
      focusError.request();
      return;
    }
    setSaving(true);
    try {
      const answer = await saveManifestConfig(fields);
      setFields({
        manifestoEmail: answer.data.manifestoEmail ?? '',
        manifestoWapp: answer.data.manifestoWapp ?? '',
      });
      toast(answer.message || T.saved, 'success');
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setErrors(error.fields as Errors);
        focusError.request();
      } else setFormError(error instanceof ApiError ? error.message : MESSAGES.unexpected);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label={T.manifestoBlock}>
      <p className="rc-field__hint">{T.manifestoIntro}</p>
      <div className="rc-form-grid">
        <TextField
          label={T.manifestoEmail}
          type="email"
          required
          autoComplete="off"
          value={fields.manifestoEmail}
          onChange={(event) => set('manifestoEmail', event.target.value)}
          error={errors.manifestoEmail}
        />
        <PhoneField
          label={T.manifestoWapp}
          required
          value={fields.manifestoWapp}
          onChange={(value) => set('manifestoWapp', value)}
          error={errors.manifestoWapp}
          hint={T.wappHint}
        />
      </div>
      {formError && <FormMessage>{formError}</FormMessage>}
      <div className="rc-form-actions">
        <Button type="submit" loading={saving}>
          {T.save}
        </Button>
      </div>
    </form>
  );
}
