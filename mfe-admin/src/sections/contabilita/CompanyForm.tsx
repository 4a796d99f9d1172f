import { useEffect, useState, type FormEvent } from 'react';
import {
  api,
  ApiError,
  Button,
  FormMessage,
  MESSAGES,
  Select,
  Spinner,
  TextField,
  toast,
  type CallData,
} from '@ricordo/shared-design';
import { useApiData } from '@ricordo/shared-design/back-office';

type Company = CallData<'adminRicordoCompany'>;
type Field =
  | 'name'
  | 'vatNumber'
  | 'fiscalCode'
  | 'taxRegime'
  | 'street'
  | 'civicNumber'
  | 'cap'
  | 'comune'
  | 'provincia'
  | 'email';
type Values = Record<Field, string>;

/** RegimeFiscale of FatturaPA: the common ones named, the rest by code. */
const REGIMES: Array<{ value: string; label: string }> = [
  { value: 'RF01', label: 'RF01 – Ordinario' },
  { value: 'RF02', label: 'RF02 – Contribuenti minimi' },
  ...[
    'RF04',
    'RF05',
    'RF06',
    'RF07',
    'RF08',
    'RF09',
    'RF10',
    'RF11',
    'RF12',
    'RF13',
    'RF14',
    'RF15',
    'RF16',
    'RF17',
    'RF18',
  ].map((value) => ({ value, label: value })),
  { value: 'RF19', label: 'RF19 – Forfettario' },
  { value: 'RF20', label: 'RF20' },
];

const LABELS: Record<Field, string> = {
  name: 'Denominazione',
  vatNumber: 'Partita IVA',
  fiscalCode: 'Codice fiscale (se diverso dalla partita IVA)',
  taxRegime: 'Regime fiscale',
  street: 'Indirizzo (via, piazza…)',
  civicNumber: 'Numero civico',
  cap: 'CAP',
  comune: 'Comune',
  provincia: 'Provincia (sigla)',
  email: 'PEC o e-mail',
};
const REQUIRED: readonly Field[] = ['name', 'vatNumber', 'street', 'cap', 'comune', 'provincia'];
const FIELDS = Object.keys(LABELS) as Field[];

const valuesOf = (company: Company): Values =>
  Object.fromEntries(FIELDS.map((field) => [field, String(company[field] ?? '')])) as Values;

/**
 * Ricordo's company data (the issuer of its invoices): every field checked by the server (P.IVA and codice
 * fiscale with their check characters, CAP, provincia), its Italian messages under each field.
 */
export function CompanyForm() {
  const stored = useApiData('adminRicordoCompany', {});
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (stored.data) {
      setValues(valuesOf(stored.data));
      setMissing(stored.data.missing);
    }
  }, [stored.data]);

  if (stored.error !== null) return <p role="alert">{MESSAGES.noConnection}</p>;
  if (!values) return <Spinner />;

  const update = (field: Field, value: string) => setValues({ ...values, [field]: value });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setFormError(null);
    try {
      const answer = await api.call('saveRicordoCompany', { body: values });
      setErrors({});
      setValues(valuesOf(answer.data));
      setMissing(answer.data.missing);
      toast(answer.message || 'Dati aziendali salvati', 'success');
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setErrors(error.fields as Partial<Record<Field, string>>);
        const first = FIELDS.find((field) => error.fields[field]);
        if (first) document.getElementById(`company-${first}`)?.focus();
      } else setFormError(error instanceof ApiError ? error.message : MESSAGES.unexpected);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="company-form" onSubmit={submit} noValidate aria-labelledby="company-title">
      {missing && (
        <p role="status" className="company-missing">
          {missing}
        </p>
      )}
      {FIELDS.map((field) =>
        field === 'taxRegime' ? (
          <Select
            key={field}
            id={`company-${field}`}
            label={LABELS[field]}
            options={REGIMES}
            value={values[field]}
            onChange={(event) => update(field, event.target.value)}
          />
        ) : (
          <TextField
            key={field}
            id={`company-${field}`}
            label={LABELS[field]}
            required={REQUIRED.includes(field)}
            value={values[field]}
            error={errors[field] ?? null}
            autoComplete="off"
            onChange={(event) => update(field, event.target.value)}
          />
        ),
      )}
      {formError && <FormMessage kind="error">{formError}</FormMessage>}
      <Button type="submit" loading={saving}>
        Salva dati aziendali
      </Button>
    </form>
  );
}
