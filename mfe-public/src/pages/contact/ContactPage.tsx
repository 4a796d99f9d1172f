// `/contact` (spec public §2, §3 "Contact message", §5, §7 contact, §8): name, surname, e-mail, subject,
// message, terms and the proof-of-work captcha; 'Invia'. Success and failure in a dialog ('Successo' /
// 'Errore' with the server's message). The captcha is solved in the background from the moment the page
// opens, so it is usually ready before the visitor has finished writing. A signed-in user never sees it:
// the router sends them to /products (spec public §2 "Other", §6).
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  ApiError,
  Button,
  Checkbox,
  Dialog,
  MESSAGES,
  TextArea,
  TextField,
  api,
} from '@ricordo/shared-design';
import { CaptchaStatus, useCaptcha } from '../../common/forms/Captcha';
import { SupportHours } from '../../common/SupportHours';
import { TextPage } from '../information/TextPage';
import './contact.css';

type Field = 'name' | 'surname' | 'email' | 'object' | 'content' | 'terms';
const FIELDS: Field[] = ['name', 'surname', 'email', 'object', 'content', 'terms'];

// spec public §5 "Contact form"; the lengths are the server's.
const RULES = {
  name: 'Nome obbligatorio',
  surname: 'Cognome obbligatorio',
  email: 'Email non valida',
  object: 'Oggetto obbligatorio',
  content: 'Messaggio obbligatorio',
  terms: 'Devi accettare i termini',
} as const;
const LIMITS = { name: 100, surname: 100, email: 254, object: 200, content: 5000 } as const;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

interface Values {
  name: string;
  surname: string;
  email: string;
  object: string;
  content: string;
  terms: boolean;
}
const EMPTY: Values = { name: '', surname: '', email: '', object: '', content: '', terms: false };

function check(values: Values): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  if (!values.name.trim()) problems.name = RULES.name;
  if (!values.surname.trim()) problems.surname = RULES.surname;
  if (!EMAIL.test(values.email.trim())) problems.email = RULES.email;
  if (!values.object.trim()) problems.object = RULES.object;
  if (!values.content.trim()) problems.content = RULES.content;
  if (!values.terms) problems.terms = RULES.terms;
  return problems;
}

export function ContactPage() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const captcha = useCaptcha();

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = check(values);
    setErrors(problems);
    const first = FIELDS.find((field) => problems[field]);
    if (first) {
      document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const altcha = await captcha.take();
      const envelope = await api.call('contact', {
        body: {
          name: values.name.trim(),
          surname: values.surname.trim(),
          email: values.email.trim(),
          object: values.object.trim(),
          content: values.content.trim(),
          terms: 'true',
          altcha,
        },
      });
      setOutcome({ ok: true, message: envelope.message || MESSAGES.contactSent });
      setValues(EMPTY);
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.envelope?.data : null;
      const serverFields = (fields as { fields?: Partial<Record<Field, string>> } | null)?.fields;
      if (serverFields) setErrors(serverFields);
      setOutcome({ ok: false, message: failure instanceof ApiError ? failure.message : MESSAGES.unexpected });
    } finally {
      setBusy(false);
    }
  };

  const closeOutcome = () => setOutcome(null);

  return (
    <TextPage title="Contatti" titleId="pub-contact-title">
      <p>
        Per domande sui nostri servizi, su un ordine o su una pagina, scrivici: ti risponderemo il prima
        possibile all&apos;indirizzo email che indichi.
      </p>
      <SupportHours />
      <form className="pub-form pub-contact-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="pub-contact-row">
          <TextField
            id="contact-name"
            label="Nome"
            name="name"
            autoComplete="given-name"
            required
            maxLength={LIMITS.name}
            value={values.name}
            error={errors.name}
            onChange={(event) => set('name', event.target.value)}
          />
          <TextField
            id="contact-surname"
            label="Cognome"
            name="surname"
            autoComplete="family-name"
            required
            maxLength={LIMITS.surname}
            value={values.surname}
            error={errors.surname}
            onChange={(event) => set('surname', event.target.value)}
          />
        </div>
        <TextField
          id="contact-email"
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={LIMITS.email}
          value={values.email}
          error={errors.email}
          onChange={(event) => set('email', event.target.value)}
        />
        <TextField
          id="contact-object"
          label="Oggetto"
          name="object"
          required
          maxLength={LIMITS.object}
          value={values.object}
          error={errors.object}
          onChange={(event) => set('object', event.target.value)}
        />
        <TextArea
          id="contact-content"
          label="Messaggio"
          name="content"
          required
          rows={6}
          maxLength={LIMITS.content}
          value={values.content}
          error={errors.content}
          onChange={(event) => set('content', event.target.value)}
        />
        <Checkbox
          id="contact-terms"
          name="terms"
          required
          checked={values.terms}
          error={errors.terms}
          onChange={(event) => set('terms', event.target.checked)}
          label={
            <>
              Ho letto l&apos;<Link to="/privacy">informativa sulla privacy</Link> e accetto i{' '}
              <Link to="/terms">termini e condizioni</Link>
            </>
          }
        />
        <CaptchaStatus state={captcha.state} />
        <Button type="submit" loading={busy} fullWidth>
          Invia
        </Button>
      </form>
      <Dialog
        open={outcome !== null}
        onClose={closeOutcome}
        title={outcome?.ok ? MESSAGES.success : MESSAGES.error}
        description={outcome?.message}
        showCloseButton={false}
        actions={<Button onClick={closeOutcome}>{MESSAGES.close}</Button>}
      />
    </TextPage>
  );
}
