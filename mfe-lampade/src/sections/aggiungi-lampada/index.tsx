// #aggiungi-lampada (spec panels §2, §5: a lamp needs a deceased and a subscriber): find the deceased and
// one of the manager's subscribers, create the lamp, and show its MQTT credentials once (the password is not
// kept). A new lamp is off until its first payment (the popup in #lampade).
import { useState, type FormEvent } from 'react';
import {
  ApiError,
  Button,
  Dialog,
  FormMessage,
  formatDate,
  MESSAGES,
  RadioGroup,
  TextField,
  toast,
  useSession,
} from '@ricordo/shared-design';
import {
  createLamp,
  searchDeceased,
  searchSubscribers,
  type CreatedLamp,
  type DeceasedHit,
  type Subscriber,
} from './aggiungi-lampada-api';
import { LAMPADA_TEXTS as T } from './aggiungi-lampada-texts';

function deceasedLabel(person: DeceasedHit): string {
  const dates = [formatDate(person.dateOfBirth), formatDate(person.dateOfDeath)].filter(Boolean).join(' – ');
  const place = [person.graveyardName, person.graveLocation].filter(Boolean).join(', ');
  return [`${person.name} ${person.surname}`, dates, place].filter(Boolean).join(' · ');
}

/** A search box with its results to pick one from. */
function Picker<Item>({
  legend,
  pickLegend,
  label,
  items,
  onSearch,
  value,
  onChange,
  optionOf,
  empty,
  error,
  name,
}: {
  legend: string;
  /** The legend of the results to choose from. */
  pickLegend: string;
  label: string;
  items: Item[] | null;
  onSearch: (text: string) => Promise<void>;
  value: string | null;
  onChange: (value: string) => void;
  optionOf: (item: Item) => { value: string; label: string; disabled?: boolean };
  empty: string;
  error?: string;
  name: string;
}) {
  const [text, setText] = useState('');
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);
  const search = async () => {
    if (!text.trim()) {
      setSearchError(MESSAGES.required);
      return;
    }
    setSearchError(null);
    setSearching(true);
    try {
      await onSearch(text.trim());
    } catch (failure) {
      console.error(`${name} search failed`, failure);
      setSearchError(failure instanceof ApiError ? failure.message : MESSAGES.unexpected);
    } finally {
      setSearching(false);
    }
  };
  return (
    <fieldset className="lamp-fieldset">
      <legend>{legend}</legend>
      <div className="lamp-search">
        <TextField
          label={label}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void search();
            }
          }}
          error={searchError}
        />
        <Button type="button" variant="secondary" loading={searching} onClick={() => void search()}>
          {`${T.find} ${legend.toLowerCase()}`}
        </Button>
      </div>
      {items !== null &&
        (items.length === 0 ? (
          <p>{empty}</p>
        ) : (
          <RadioGroup
            legend={pickLegend}
            name={name}
            options={items.map(optionOf)}
            value={value}
            onChange={onChange}
            error={error}
          />
        ))}
      {items === null && error && <FormMessage>{error}</FormMessage>}
    </fieldset>
  );
}

export default function AggiungiLampadaSection({ title }: { title: string }) {
  const userId = useSession((state) => state.user?.user_id ?? null);
  const [people, setPeople] = useState<DeceasedHit[] | null>(null);
  const [subscribers, setSubscribers] = useState<Subscriber[] | null>(null);
  const [deceasedId, setDeceasedId] = useState<string | null>(null);
  const [subscriberId, setSubscriberId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<CreatedLamp | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!deceasedId) problems.idDefunto = MESSAGES.required;
    if (!subscriberId) problems.idAbbonato = MESSAGES.required;
    setErrors(problems);
    if (Object.keys(problems).length > 0 || userId === null) return;
    setSaving(true);
    try {
      const { created: lamp, message } = await createLamp(Number(deceasedId), Number(subscriberId), userId);
      toast(message || T.created, 'success');
      setCreated(lamp);
      setPeople(null);
      setDeceasedId(null);
    } catch (failure) {
      console.error('lampadaCreate failed', failure);
      setErrors({ ...(failure instanceof ApiError ? failure.fields : {}), form: T.failed });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <form className="lamp-form lamp-form--wide" onSubmit={(event) => void submit(event)} noValidate>
        <Picker
          legend={T.deceased.title}
          pickLegend={T.deceased.pick}
          label={T.deceased.search}
          name="idDefunto"
          items={people}
          onSearch={async (text) => {
            setPeople(await searchDeceased(text));
            setDeceasedId(null);
          }}
          value={deceasedId}
          onChange={setDeceasedId}
          optionOf={(person) => ({
            value: String(person.ID),
            label: person.hasLamp
              ? `${deceasedLabel(person)} (${T.deceased.hasLamp})`
              : deceasedLabel(person),
            disabled: person.hasLamp,
          })}
          empty={T.deceased.none}
          error={errors.idDefunto}
        />
        <Picker
          legend={T.subscriber.title}
          pickLegend={T.subscriber.pick}
          label={T.subscriber.search}
          name="idAbbonato"
          items={subscribers}
          onSearch={async (text) => {
            setSubscribers(await searchSubscribers(text));
            setSubscriberId(null);
          }}
          value={subscriberId}
          onChange={setSubscriberId}
          optionOf={(subscriber) => ({
            value: String(subscriber.idAbbonato),
            label: `${subscriber.nome} ${subscriber.cognome} · ${subscriber.codiceFiscale}`,
          })}
          empty={T.subscriber.none}
          error={errors.idAbbonato}
        />
        <p>
          <a href="#aggiungi-abbonato">{T.subscriber.add}</a>
        </p>
        {errors.form && <FormMessage>{errors.form}</FormMessage>}
        <Button type="submit" loading={saving}>
          {T.submit}
        </Button>
      </form>
      <Dialog
        open={created !== null}
        onClose={() => setCreated(null)}
        title={T.credentials.title}
        actions={
          // The dialog's own 'Chiudi' closes it.
          <a className="rc-button rc-button--secondary" href="#lampade">
            {T.credentials.open}
          </a>
        }
      >
        {created && (
          <>
            <p role="status">{T.created}</p>
            <p>{T.credentials.intro}</p>
            <dl className="lamp-summary">
              <div>
                <dt>{T.credentials.serial}</dt>
                <dd>
                  <code>{created.lampada.serialeLampada}</code>
                </dd>
              </div>
              <div>
                <dt>{T.credentials.password}</dt>
                <dd>
                  <code>{created.password}</code>
                </dd>
              </div>
              <div>
                <dt>{T.credentials.checkin}</dt>
                <dd>
                  <code>{created.topicCheckin}</code>
                </dd>
              </div>
              <div>
                <dt>{T.credentials.desired}</dt>
                <dd>
                  <code>{created.topicDesired}</code>
                </dd>
              </div>
            </dl>
          </>
        )}
      </Dialog>
    </>
  );
}
