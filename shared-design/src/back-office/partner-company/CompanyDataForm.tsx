// 'Dati azienda' (spec panels §5 "User data"): the partner changes its company name, Partita IVA,
// SDI and codice fiscale after its request, and gives its page address as street, CAP, comune and province
// (the public page shows 'Via Roma 12, 20121 Milano (MI)'). A page saved before as one line shows that
// line until the fields are filled. The server checks again (POST api/partners/companyEdit).
import { useRef, useState, type FormEvent } from 'react';
import {
  AddressPicker,
  api,
  ApiError,
  CF_LENGTH,
  Button,
  FormMessage,
  MESSAGES,
  Spinner,
  TextField,
  toast,
} from '@ricordo/shared-design';
import { useApiData } from '../hooks/use-api-data';
import { useFocusFirstError } from '../hooks/focus-first-error';
import {
  COMPANY_TEXTS as T,
  companyEditBody,
  companyErrorsFromServer,
  fieldsFromCompany,
  validateCompany,
  type CompanyErrors,
  type CompanyFields,
  type PartnerCompany,
} from './company-data';

export interface CompanyDataFormProps {
  /** After a save (e.g. the partners table reloads, a dialog closes). */
  onSaved?: (company: PartnerCompany) => void;
}

export function CompanyDataForm({ onSaved }: CompanyDataFormProps) {
  const { data, error } = useApiData('ownPartnerCompany', {});
  if (error !== null) return <p role="alert">{error}</p>;
  if (!data) return <Spinner />;
  return <CompanyFieldsForm company={data} onSaved={onSaved} />;
}

function CompanyFieldsForm({ company, onSaved }: { company: PartnerCompany } & CompanyDataFormProps) {
  const [fields, setFields] = useState<CompanyFields>(() => fieldsFromCompany(company));
  const [hasParts, setHasParts] = useState(company.address !== null);
  const [oldLine, setOldLine] = useState(company.address === null ? company.addressLine : null);
  const [errors, setErrors] = useState<CompanyErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusError = useFocusFirstError(formRef);

  const set = <K extends keyof CompanyFields>(key: K, value: CompanyFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateCompany(fields, hasParts);
    setErrors(checked);
    setFormError(null);
    if (Object.keys(checked).length > 0) {
      focusError.request();
      return;
    }
    setSaving(true);
    try {
      const answer = await api.call('partnerCompanyEdit', { body: companyEditBody(fields, hasParts) });
      toast(answer.message || T.saved, 'success');
      setHasParts(answer.data.address !== null);
      if (answer.data.address !== null) setOldLine(null);
      onSaved?.(answer.data);
    } catch (failure) {
      if (failure instanceof ApiError) {
        setErrors(companyErrorsFromServer(failure.fields));
        setFormError(failure.message);
        focusError.request();
      } else {
        setFormError(MESSAGES.unexpected);
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label={T.form}>
      <div className="rc-form-grid">
        <TextField
          label={T.name}
          required
          value={fields.name}
          onChange={(event) => set('name', event.target.value)}
          error={errors.name}
        />
        <TextField
          label={T.vat}
          required
          autoComplete="off"
          value={fields.vat}
          onChange={(event) => set('vat', event.target.value)}
          error={errors.vat}
        />
        <TextField
          label={T.sdi}
          required
          autoComplete="off"
          value={fields.sdi}
          onChange={(event) => set('sdi', event.target.value)}
          error={errors.sdi}
        />
        <TextField
          label={T.cf}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={CF_LENGTH}
          hint={T.cfHint}
          value={fields.cf}
          onChange={(event) => set('cf', event.target.value)}
          error={errors.cf}
        />
      </div>
      {oldLine && <FormMessage kind="info">{T.oldAddress(oldLine)}</FormMessage>}
      <AddressPicker
        id="company-address"
        legend={T.address}
        value={fields.address}
        onChange={(value) => set('address', value)}
        errors={errors.address}
      />
      {formError && <FormMessage>{formError}</FormMessage>}
      <div className="rc-form-actions">
        <Button type="submit" loading={saving}>
          {T.save}
        </Button>
      </div>
    </form>
  );
}
