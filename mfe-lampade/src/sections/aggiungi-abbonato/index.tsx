// #aggiungi-abbonato (spec panels §2, §3 "Subscriber", §5 "Lamp": every field required, 'Campo
// obbligatorio'): a new subscriber of the lamp manager. The server checks the same and more (codice fiscale,
// SDI, phone, mail); its field messages are shown on the fields.
import { useRef, useState, type FormEvent } from 'react';
import { ApiError, Button, FormMessage, MESSAGES, TextField, toast } from '@ricordo/shared-design';
import { useFocusFirstError } from '@ricordo/shared-design/back-office';
import { createSubscriber, type Subscriber, type SubscriberForm } from './aggiungi-abbonato-api';
import { ABBONATO_TEXTS as T } from './aggiungi-abbonato-texts';

const EMPTY: SubscriberForm = {
  nome: '',
  cognome: '',
  codiceFiscale: '',
  indirizzo: '',
  sdi: '',
  telefono: '',
  mail: '',
  mailPec: '',
};

const FIELDS = Object.keys(EMPTY) as Array<keyof SubscriberForm>;
const TYPES: Partial<Record<keyof SubscriberForm, string>> = {
  telefono: 'tel',
  mail: 'email',
  mailPec: 'email',
};

export default function AggiungiAbbonatoSection({ title }: { title: string }) {
  const [form, setForm] = useState<SubscriberForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof SubscriberForm | 'form', string>>>({});
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<Subscriber | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focus = useFocusFirstError(formRef);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: typeof errors = {};
    for (const field of FIELDS) if (!form[field].trim()) problems[field] = MESSAGES.required;
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focus.request();
      return;
    }
    setSaving(true);
    try {
      const { subscriber, message } = await createSubscriber(form);
      toast(message || T.created, 'success');
      setCreated(subscriber);
      setForm(EMPTY);
    } catch (error) {
      console.error('lampadaAbbonatoCreate failed', error);
      setErrors({ ...(error instanceof ApiError ? error.fields : {}), form: T.failed });
      focus.request();
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <p>{T.intro}</p>
      {created && (
        <FormMessage kind="info">
          {T.created}: {created.nome} {created.cognome}. <a href={`#aggiungi-lampada`}>{T.addLamp}</a>
        </FormMessage>
      )}
      <form
        ref={formRef}
        className="lamp-form lamp-form--wide"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={T.fields[field]}
            name={field}
            type={TYPES[field] ?? 'text'}
            required
            value={form[field]}
            onChange={(event) => {
              const value = event.target.value;
              setForm((current) => ({ ...current, [field]: value }));
            }}
            error={errors[field]}
          />
        ))}
        {errors.form && <FormMessage>{errors.form}</FormMessage>}
        <Button type="submit" loading={saving}>
          {T.submit}
        </Button>
      </form>
    </>
  );
}
