// 'Cambia password' (spec panels §5 "Change password", §8): POST /api/account/changePassword.
import { useRef, useState, type FormEvent } from 'react';
import {
  api,
  ApiError,
  Button,
  FormMessage,
  MESSAGES,
  PasswordField,
  password as passwordRule,
  toast,
} from '@ricordo/shared-design';
import { useFocusFirstError } from '../hooks/focus-first-error';

const PASSWORD_CHANGED = 'Password cambiata correttamente';

interface Fields {
  old: string;
  next: string;
  confirm: string;
}

type FieldErrors = Partial<Record<keyof Fields, string>>;

const EMPTY: Fields = { old: '', next: '', confirm: '' };

/** The panel's rules: all three filled ('Riempi tutti i campi'), 8+ characters, confirmation equal. */
export function validatePasswords(fields: Fields): { form: string | null; fields: FieldErrors } {
  if (!fields.old || !fields.next || !fields.confirm) {
    const errors: FieldErrors = {};
    for (const key of ['old', 'next', 'confirm'] as const) if (!fields[key]) errors[key] = MESSAGES.required;
    return { form: MESSAGES.fillAllFields, fields: errors };
  }
  const tooShort = passwordRule(fields.next);
  if (tooShort) return { form: null, fields: { next: tooShort } };
  if (fields.next !== fields.confirm) {
    return { form: null, fields: { confirm: MESSAGES.passwordsDoNotMatchPanel } };
  }
  return { form: null, fields: {} };
}

export function ChangePasswordForm() {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusError = useFocusFirstError(formRef);

  const set = (key: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validatePasswords(fields);
    setErrors(checked.fields);
    setFormError(checked.form);
    if (checked.form || Object.keys(checked.fields).length > 0) {
      focusError.request();
      return;
    }
    setSaving(true);
    try {
      const answer = await api.call('changePassword', {
        body: {
          'old-password': fields.old,
          'new-password': fields.next,
          'confirm-password': fields.confirm,
        },
      });
      setFields(EMPTY);
      toast(answer.message || PASSWORD_CHANGED, 'success');
    } catch (error) {
      // What was typed stays, so the user only corrects what the server refused.
      setFormError(error instanceof ApiError ? error.message : MESSAGES.unexpected);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label="Cambia password">
      <PasswordField
        label="Password attuale"
        autoComplete="current-password"
        required
        value={fields.old}
        onChange={set('old')}
        error={errors.old}
      />
      <PasswordField
        label="Nuova password"
        autoComplete="new-password"
        required
        hint="Almeno 8 caratteri"
        value={fields.next}
        onChange={set('next')}
        error={errors.next}
      />
      <PasswordField
        label="Conferma nuova password"
        autoComplete="new-password"
        required
        value={fields.confirm}
        onChange={set('confirm')}
        error={errors.confirm}
      />
      {formError && <FormMessage>{formError}</FormMessage>}
      <div className="rc-form-actions">
        <Button type="submit" loading={saving}>
          Salva nuova password
        </Button>
      </div>
    </form>
  );
}
