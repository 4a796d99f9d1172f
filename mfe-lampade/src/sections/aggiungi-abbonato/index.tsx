// #aggiungi-abbonato (spec panels §2, §3 "Subscriber", §5 "Lamp": every field required, 'Campo
// obbligatorio'): a new subscriber of the lamp manager. The server checks the same and more (codice fiscale,
// SDI, phone, mail); its field messages are shown on the fields, and what was typed stays. A codice
// fiscale already registered is said so, with the subscriber it belongs to, who can be opened.
import { useRef, useState, type FormEvent } from 'react';
import { ApiError, Button, FormMessage, MESSAGES, toast } from '@ricordo/shared-design';
import { useFocusFirstError } from '@ricordo/shared-design/back-office';
import {
  createSubscriber,
  EMPTY_SUBSCRIBER,
  existingSubscriberId,
  SUBSCRIBER_FIELDS,
  type Subscriber,
  type SubscriberForm,
} from '../../subscriber/subscriber-api';
import { SubscriberDialog } from '../../subscriber/SubscriberDialog';
import { SubscriberFields } from '../../subscriber/SubscriberFields';
import { SUBSCRIBER_TEXTS } from '../../subscriber/subscriber-texts';
import { ABBONATO_TEXTS as T } from './aggiungi-abbonato-texts';

export default function AggiungiAbbonatoSection({ title }: { title: string }) {
  const [form, setForm] = useState<SubscriberForm>(EMPTY_SUBSCRIBER);
  const [errors, setErrors] = useState<Partial<Record<keyof SubscriberForm | 'form', string>>>({});
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<Subscriber | null>(null);
  const [existing, setExisting] = useState<number | null>(null);
  const [opened, setOpened] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focus = useFocusFirstError(formRef);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: typeof errors = {};
    for (const field of SUBSCRIBER_FIELDS) if (!form[field].trim()) problems[field] = MESSAGES.required;
    setErrors(problems);
    setExisting(null);
    if (Object.keys(problems).length > 0) {
      focus.request();
      return;
    }
    setSaving(true);
    try {
      const { subscriber, message } = await createSubscriber(form);
      toast(message || T.created, 'success');
      setCreated(subscriber);
      setForm(EMPTY_SUBSCRIBER);
    } catch (error) {
      console.error('lampadaAbbonatoCreate failed', error);
      const taken = existingSubscriberId(error);
      setExisting(taken);
      setErrors({
        ...(error instanceof ApiError ? error.fields : {}),
        // The codice fiscale's owner is named by the server's message; other failures get the spec's.
        form: taken !== null && error instanceof ApiError ? error.message : T.failed,
      });
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
        <SubscriberFields
          form={form}
          errors={errors}
          onChange={(field, value) => setForm((current) => ({ ...current, [field]: value }))}
        />
        {errors.form && <FormMessage>{errors.form}</FormMessage>}
        {existing !== null && (
          <Button variant="secondary" onClick={() => setOpened(existing)}>
            {SUBSCRIBER_TEXTS.openExisting}
          </Button>
        )}
        <Button type="submit" loading={saving}>
          {T.submit}
        </Button>
      </form>
      {opened !== null && <SubscriberDialog subscriberId={opened} onClose={() => setOpened(null)} />}
    </>
  );
}
