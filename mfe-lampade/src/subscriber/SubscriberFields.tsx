// The subscriber's eight fields (spec panels §3 "Subscriber"; every one required, §5 "Lamp"), shared by
// #aggiungi-abbonato and the subscriber dialog.
import { TextField } from '@ricordo/shared-design';
import { SUBSCRIBER_FIELDS, type SubscriberField, type SubscriberForm } from './subscriber-api';
import { SUBSCRIBER_TEXTS as T } from './subscriber-texts';

const TYPES: Partial<Record<SubscriberField, string>> = {
  telefono: 'tel',
  mail: 'email',
  mailPec: 'email',
};

export function SubscriberFields({
  form,
  errors,
  onChange,
}: {
  form: SubscriberForm;
  errors: Partial<Record<string, string>>;
  onChange: (field: SubscriberField, value: string) => void;
}) {
  return (
    <>
      {SUBSCRIBER_FIELDS.map((field) => (
        <TextField
          key={field}
          label={T.fields[field]}
          name={field}
          type={TYPES[field] ?? 'text'}
          required
          value={form[field]}
          onChange={(event) => onChange(field, event.target.value)}
          error={errors[field]}
        />
      ))}
    </>
  );
}
