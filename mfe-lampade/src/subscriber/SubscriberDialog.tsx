// A subscriber's details, to read and correct (spec panels §7 lampadaAbbonato):
// opened from the lamp popup and from #aggiungi-abbonato when the codice fiscale is already registered.
// Saving sends only the fields changed; saving unchanged changes nothing.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  ApiError,
  Button,
  Dialog,
  FormMessage,
  isAbortError,
  MESSAGES,
  Spinner,
  toast,
} from '@ricordo/shared-design';
import { useFocusFirstError } from '@ricordo/shared-design/back-office';
import {
  formOf,
  loadSubscriber,
  SUBSCRIBER_FIELDS,
  updateSubscriber,
  type Subscriber,
  type SubscriberForm,
} from './subscriber-api';
import { SubscriberFields } from './SubscriberFields';
import { SUBSCRIBER_TEXTS as T } from './subscriber-texts';

function failure(call: string, error: unknown): string {
  console.error(`${call} failed`, error);
  return error instanceof ApiError ? error.message : MESSAGES.unexpected;
}

export function SubscriberDialog({
  subscriberId,
  onClose,
  onSaved,
}: {
  subscriberId: number;
  onClose: () => void;
  onSaved?: (subscriber: Subscriber) => void;
}) {
  const [stored, setStored] = useState<SubscriberForm | null>(null);
  const [form, setForm] = useState<SubscriberForm | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focus = useFocusFirstError(formRef);
  const formId = `subscriber-${useId().replace(/:/g, '')}`;

  useEffect(() => {
    const controller = new AbortController();
    loadSubscriber(subscriberId, controller.signal).then(
      (subscriber) => {
        setStored(formOf(subscriber));
        setForm(formOf(subscriber));
      },
      (error: unknown) => {
        if (!isAbortError(error)) setErrors({ form: failure('lampadaAbbonato', error) });
      },
    );
    return () => controller.abort();
  }, [subscriberId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form || !stored) return;
    const problems: Record<string, string> = {};
    for (const field of SUBSCRIBER_FIELDS) if (!form[field].trim()) problems[field] = MESSAGES.required;
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focus.request();
      return;
    }
    const changed = Object.fromEntries(
      SUBSCRIBER_FIELDS.filter((field) => form[field] !== stored[field]).map((field) => [field, form[field]]),
    );
    setSaving(true);
    try {
      const { subscriber, message } = await updateSubscriber(subscriberId, changed);
      toast(message || T.modified, 'success');
      onSaved?.(subscriber);
      onClose();
    } catch (error) {
      // What the manager typed stays in the fields; the server says what to correct.
      setErrors({
        ...(error instanceof ApiError ? error.fields : {}),
        form: failure('lampadaAbbonatoUpdate', error),
      });
      focus.request();
    } finally {
      setSaving(false);
    }
  };

  const name = stored ? `${stored.nome} ${stored.cognome}` : '';
  return (
    <Dialog
      open
      onClose={onClose}
      title={T.title(name)}
      closeOnBackdrop={false}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {T.close}
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={!form}>
            {T.save}
          </Button>
        </>
      }
    >
      {form === null && !errors.form && <Spinner label={T.loading} />}
      {form !== null && (
        <form
          id={formId}
          ref={formRef}
          className="lamp-form"
          onSubmit={(event) => void submit(event)}
          noValidate
        >
          <SubscriberFields
            form={form}
            errors={errors}
            onChange={(field, value) => setForm((current) => current && { ...current, [field]: value })}
          />
        </form>
      )}
      {errors.form && <FormMessage>{errors.form}</FormMessage>}
    </Dialog>
  );
}
