// The condolence book's form (spec public §2 "Condolence book: collapsible form"; §4 "Condolence flow";
// §5 "Condolence"): message and signature, a guest's own details (BookGuestFields), the sending, and the
// code of a message that waits for its confirmation (BookCodeDialog).
import { useState, type FormEvent } from 'react';
import {
  ApiError,
  Button,
  FormMessage,
  MESSAGES,
  Select,
  TextArea,
  TextField,
  useSession,
  type DeceasedData,
} from '@ricordo/shared-design';
import { useHydrated } from '../memorial/ssr-data';
import { bookApi, type BookAnswer } from './book-api';
import {
  bookBody,
  registrationBody,
  useBookValues,
  validateBook,
  type BookErrors,
  type BookValues,
} from './book-form-state';
import { BOOK_TEXTS, MAX_TEXT } from './book-texts';
import { BookCodeDialog } from './BookCodeDialog';
import { BookGuestFields } from './BookGuestFields';

interface FormProps {
  deceased: DeceasedData;
  phrases: string[];
  open: boolean;
  limitDays: number;
  onPublished: () => void;
}

async function registerAccount(values: BookValues): Promise<void> {
  const username = await bookApi.suggestUsername(values.name.trim(), values.surname.trim());
  await bookApi.registration(registrationBody(values, username));
}

export function BookForm({ deceased, phrases, open, limitDays, onPublished }: FormProps) {
  const session = useSession();
  // The form works only with JavaScript: drawn disabled by the server (and without JavaScript).
  const hydrated = useHydrated();
  const signedIn = session.status === 'authenticated' && session.user !== null;
  const form = useBookValues();
  const { values, set } = form;
  const [errors, setErrors] = useState<BookErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState(false);
  const [pending, setPending] = useState<BookAnswer | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const published = () => {
    setSuccess(true);
    onPublished();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setSuccess(false);
    setNotice(null);
    const found = validateBook(values, signedIn, errors.number);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      setFormError(BOOK_TEXTS.formIncomplete);
      return;
    }
    setBusy(true);
    try {
      const answer = await bookApi.book(bookBody(values, deceased.ID, signedIn));
      if (!signedIn && values.register) {
        try {
          await registerAccount(values);
          setNotice(BOOK_TEXTS.registered);
        } catch (error) {
          // The condolence is saved; only the registration failed: say why, keep the message.
          setNotice(error instanceof ApiError ? error.message : MESSAGES.unexpected);
        }
      }
      form.sent();
      if (answer.pending) setPending(answer);
      else published();
    } catch (error) {
      if (error instanceof ApiError) {
        const fields = (error.envelope?.data as { fields?: BookErrors } | null)?.fields;
        if (fields) setErrors(fields);
        setFormError(error.message || MESSAGES.unexpected);
      } else setFormError(MESSAGES.unexpected);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={open ? 'pub-book-form' : 'pub-book-form pub-book-form--closed'}>
      {!open && (
        <p className="pub-book-overlay" role="note">
          {BOOK_TEXTS.closed(limitDays)}
        </p>
      )}
      {success && (
        <div className="pub-notice" role="status">
          <strong>{BOOK_TEXTS.success}</strong>
          <br />
          {BOOK_TEXTS.thanks}
        </div>
      )}
      {notice && (
        <p className="pub-notice" role="status">
          {notice}
        </p>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={BOOK_TEXTS.formTitle}>
        <fieldset disabled={!open || busy || !hydrated} className="pub-book-fieldset">
          {phrases.length > 0 && (
            <Select
              label={BOOK_TEXTS.suggest}
              placeholder={BOOK_TEXTS.suggestPlaceholder}
              options={phrases.map((phrase, index) => ({ value: String(index), label: phrase }))}
              value=""
              onChange={(event) => {
                const phrase = phrases[Number(event.target.value)];
                if (phrase) set('text', phrase);
              }}
            />
          )}
          <TextArea
            label={BOOK_TEXTS.text}
            required
            value={values.text}
            maxLength={MAX_TEXT}
            rows={4}
            error={errors.text}
            hint={`${values.text.length}/${MAX_TEXT}`}
            placeholder={`Un pensiero per ${deceased.name}`}
            onChange={(event) => set('text', event.target.value)}
          />
          <TextField
            label={BOOK_TEXTS.signature}
            required
            value={values.signature}
            maxLength={100}
            error={errors.name}
            onChange={(event) => set('signature', event.target.value)}
          />
          {!signedIn && <BookGuestFields form={form} errors={errors} setErrors={setErrors} />}
          {formError && <FormMessage>{formError}</FormMessage>}
          <Button type="submit" loading={busy} disabled={!open}>
            {BOOK_TEXTS.send}
          </Button>
        </fieldset>
      </form>
      <BookCodeDialog
        pending={pending}
        deceasedId={deceased.ID}
        onClose={() => setPending(null)}
        onConfirmed={() => {
          setPending(null);
          published();
        }}
      />
    </div>
  );
}
