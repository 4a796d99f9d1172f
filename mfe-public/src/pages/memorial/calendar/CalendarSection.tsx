// 'Prossima ricorrenza' (docs/contracts.md "Mourning calendar"): the next date of the page — the funeral, the
// trigesimo, an anniversary or one of the family's own — with 'Ricordamelo' (a message the day before, by
// e-mail or WhatsApp) and the .ics feed for the phone's calendar. Its own lazy chunk, loaded after the page
// has painted: it is below the fold, and the page's first paint never waits for it.
import { useEffect, useState, type FormEvent } from 'react';
import {
  api,
  ApiError,
  Button,
  FormMessage,
  MESSAGES,
  PhoneField,
  RadioGroup,
  TextField,
  formatDate,
  type Schema,
} from '@ricordo/shared-design';
import { CALENDAR_TEXTS as T } from './calendar-texts';

type CalendarEvent = Schema<'CalendarEventDto'>;
type Channel = 'email' | 'wa';

export default function CalendarSection({ deceasedId }: { deceasedId: number }) {
  const [next, setNext] = useState<CalendarEvent | null>(null);
  const [today, setToday] = useState<string | null>(null);
  const [ics, setIcs] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api
      .call('deceasedCalendar', { path: { id: String(deceasedId) }, signal: controller.signal })
      .then((answer) => {
        setNext(answer.data.next);
        setToday(answer.data.today);
        setIcs(answer.data.ics);
      })
      // The page is whole without its calendar: a failure leaves the section out.
      .catch(() => undefined);
    return () => controller.abort();
  }, [deceasedId]);

  if (!next?.next) return null;
  const when = [next.next === today ? T.today : formatDate(next.next), next.time ? T.at(next.time) : null]
    .filter(Boolean)
    .join(' ');
  return (
    <section className="pub-memorial-section pub-calendar" aria-labelledby="pub-calendar-title">
      <h2 id="pub-calendar-title">{T.title}</h2>
      <p className="pub-calendar-next" data-calendar-next={next.id}>
        <strong>{next.title}</strong> — <time dateTime={next.next}>{when}</time>
        {next.place && <span className="pub-calendar-place">, {next.place}</span>}
      </p>
      {next.next !== today && <ReminderForm deceasedId={deceasedId} event={next} />}
      {ics && (
        <p>
          <a className="pub-calendar-ics" href={ics} download>
            {T.addToCalendar}
          </a>
        </p>
      )}
    </section>
  );
}

function ReminderForm({ deceasedId, event }: { deceasedId: number; event: CalendarEvent }) {
  const [open, setOpen] = useState(false);
  const [channel, setChannel] = useState<Channel>('email');
  const [contact, setContact] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  if (done) return <FormMessage kind="info">{done}</FormMessage>;
  if (!open)
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {T.remind}
        </Button>
        <p className="rc-field__hint">{T.remindHint}</p>
      </>
    );

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    setError(null);
    setFieldError(contact.trim() ? null : T.required);
    if (!contact.trim()) return;
    setSending(true);
    try {
      const answer = await api.call('calendarReminder', {
        path: { id: String(deceasedId) },
        body: { eventId: event.id, date: event.next ?? '', channel, contact },
      });
      setDone(answer.message);
    } catch (failure) {
      if (failure instanceof ApiError) {
        if (failure.fields.contact) setFieldError(failure.fields.contact);
        else setError(failure.message);
      } else setError(MESSAGES.unexpected);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="pub-calendar-remind" onSubmit={(submitted) => void submit(submitted)} noValidate>
      <RadioGroup
        legend={T.channel}
        name="pub-calendar-channel"
        options={[
          { value: 'email', label: T.email },
          { value: 'wa', label: T.whatsapp },
        ]}
        value={channel}
        onChange={(value) => {
          setChannel(value as Channel);
          setContact('');
          setFieldError(null);
        }}
      />
      {channel === 'email' ? (
        <TextField
          label={T.emailLabel}
          type="email"
          autoComplete="email"
          value={contact}
          onChange={(change) => setContact(change.target.value)}
          error={fieldError}
          required
        />
      ) : (
        <PhoneField label={T.phoneLabel} value={contact} onChange={setContact} error={fieldError} required />
      )}
      {error && <FormMessage>{error}</FormMessage>}
      <div className="pub-calendar-actions">
        <Button type="submit" loading={sending}>
          {T.send}
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {T.cancel}
        </Button>
      </div>
    </form>
  );
}
