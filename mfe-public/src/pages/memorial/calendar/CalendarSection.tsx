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
  const [following, setFollowing] = useState<CalendarEvent | null>(null);
  const [today, setToday] = useState<string | null>(null);
  const [ics, setIcs] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api
      .call('deceasedCalendar', { path: { id: String(deceasedId) }, signal: controller.signal })
      .then((answer) => {
        setNext(answer.data.next);
        setFollowing(answer.data.following);
        setToday(answer.data.today);
        setIcs(answer.data.ics);
      })
      // The page is whole without its calendar: a failure leaves the section out.
      .catch(() => undefined);
    return () => controller.abort();
  }, [deceasedId]);

  if (!next?.next) return null;
  const isToday = next.next === today;
  // On the day itself the reminder (sent the day before) is for the date after it.
  const remindable = isToday ? following : next;
  return (
    <section className="pub-memorial-section pub-calendar" aria-labelledby="pub-calendar-title">
      <h2 id="pub-calendar-title">{T.title}</h2>
      <EventLine event={next} today={today} />
      {isToday && following && <EventLine event={following} today={today} label={T.afterToday} />}
      {remindable?.next && <ReminderForm deceasedId={deceasedId} event={remindable} />}
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

function EventLine({ event, today, label }: { event: CalendarEvent; today: string | null; label?: string }) {
  const day = event.next ?? '';
  const when = [day === today ? T.today : formatDate(day), event.time ? T.at(event.time) : null]
    .filter(Boolean)
    .join(' ');
  return (
    <p className="pub-calendar-next" data-calendar-next={event.id}>
      {label && <span>{label}: </span>}
      <strong>{event.title}</strong> — <time dateTime={day}>{when}</time>
      {event.place && <span className="pub-calendar-place">, {event.place}</span>}
    </p>
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
