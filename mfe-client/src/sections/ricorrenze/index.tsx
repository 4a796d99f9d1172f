// #ricorrenze: for each of the owner's pages, the family's own dates of its mourning calendar (a mass, a
// gathering) and the grave's point for 'Indicazioni per la tomba' (typed, or the phone's position).
import { useState, type FormEvent } from 'react';
import {
  ApiError,
  Button,
  Checkbox,
  ConfirmDialog,
  FormMessage,
  MESSAGES,
  Select,
  Spinner,
  TextField,
  formatDate,
  useSession,
} from '@ricordo/shared-design';
import { useApiData } from '@ricordo/shared-design/back-office';
import { useMyDeceased } from '../../panel/my-deceased';
import {
  addFamilyDate,
  deleteFamilyDate,
  setGravePoint,
  type FamilyDate,
  type FamilyDateForm,
} from './ricorrenze-api';
import { RICORRENZE_TEXTS as T } from './ricorrenze-texts';

const EMPTY_DATE: FamilyDateForm = { title: '', date: '', time: '', place: '', yearly: false };

function fieldsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? { ...error.fields } : {};
}

export default function RicorrenzeSection({ title }: { title: string }) {
  const userId = useSession((state) => state.user?.user_id ?? null);
  const pages = useMyDeceased(userId);
  // The pages the client manages for other owners are kept here too (docs/contracts.md "Page managers").
  const managed = useApiData('managedPages', {});
  const [chosen, setChosen] = useState<number | null>(null);
  const list = [...(pages.data ?? []), ...(managed.data?.pages ?? [])];
  const pageId = chosen ?? list[0]?.ID ?? null;
  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <p className="rc-field__hint">{T.intro}</p>
      {pages.loading && <Spinner label={MESSAGES.loading} />}
      {pages.error && <FormMessage>{pages.error}</FormMessage>}
      {pages.data && list.length === 0 && <p>{T.noPages}</p>}
      {list.length > 1 && (
        <Select
          label={T.page}
          options={list.map((page) => ({ value: page.ID, label: `${page.name} ${page.surname}` }))}
          value={pageId ?? ''}
          onChange={(change) => setChosen(Number(change.target.value))}
        />
      )}
      {pageId !== null && (
        <div key={pageId}>
          <FamilyDates deceasedId={pageId} />
          <GravePointForm deceasedId={pageId} />
        </div>
      )}
    </>
  );
}

function FamilyDates({ deceasedId }: { deceasedId: number }) {
  const dates = useApiData('familyDates', { path: { id: String(deceasedId) } });
  const [form, setForm] = useState<FamilyDateForm>(EMPTY_DATE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [removing, setRemoving] = useState<FamilyDate | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setErrors({});
    setMessage(null);
    try {
      const answer = await addFamilyDate(deceasedId, form);
      setMessage(answer.message);
      setForm(EMPTY_DATE);
      dates.reload();
    } catch (error) {
      const fields = fieldsOf(error);
      setErrors(Object.keys(fields).length > 0 ? fields : { form: (error as Error).message });
    } finally {
      setSending(false);
    }
  };
  const set = (name: keyof FamilyDateForm) => (change: { target: { value: string } }) =>
    setForm({ ...form, [name]: change.target.value });

  return (
    <section aria-labelledby="client-dates-title">
      <h3 id="client-dates-title">{T.datesTitle}</h3>
      {dates.loading && <Spinner label={MESSAGES.loading} />}
      {dates.data && dates.data.dates.length === 0 && <p>{T.noDates}</p>}
      {dates.data && dates.data.dates.length > 0 && (
        <ul className="client-dates">
          {dates.data.dates.map((date) => (
            <li key={date.ID} data-family-date={date.ID}>
              <strong>{date.title}</strong> — {formatDate(date.date)}
              {date.time && ` alle ${date.time}`}
              {date.place && `, ${date.place}`}
              {date.yearly && ' (ogni anno)'}{' '}
              <Button variant="secondary" onClick={() => setRemoving(date)}>
                {T.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={T.title}
          hint={T.titleHint}
          value={form.title}
          onChange={set('title')}
          error={errors.title}
          required
          maxLength={120}
        />
        <TextField
          label={T.date}
          type="date"
          value={form.date}
          onChange={set('date')}
          error={errors.date}
          required
        />
        <TextField label={T.time} type="time" value={form.time} onChange={set('time')} error={errors.time} />
        <TextField
          label={T.place}
          value={form.place}
          onChange={set('place')}
          error={errors.place}
          maxLength={200}
        />
        <Checkbox
          label={T.yearly}
          checked={form.yearly}
          onChange={(change) => setForm({ ...form, yearly: change.target.checked })}
        />
        {errors.form && <FormMessage>{errors.form}</FormMessage>}
        {message && <FormMessage kind="info">{message}</FormMessage>}
        <Button type="submit" loading={sending}>
          {T.add}
        </Button>
      </form>
      <ConfirmDialog
        open={removing !== null}
        message={T.removeConfirm}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const date = removing;
          setRemoving(null);
          if (date) void deleteFamilyDate(deceasedId, date.ID).then(dates.reload, dates.reload);
        }}
      />
    </section>
  );
}

function GravePointForm({ deceasedId }: { deceasedId: number }) {
  const page = useApiData('deceasedData', { path: { id: String(deceasedId) } });
  const point = page.data?.gravePoint ?? null;
  const [lat, setLat] = useState<string | null>(null);
  const [lng, setLng] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const latValue = lat ?? (point ? String(point.lat) : '');
  const lngValue = lng ?? (point ? String(point.lng) : '');

  const save = async (confirm: boolean, clear = false) => {
    setErrors({});
    setMessage(null);
    try {
      const answer = await setGravePoint(deceasedId, clear ? '' : latValue, clear ? '' : lngValue, confirm);
      setMessage(answer.message);
      if (clear) {
        setLat('');
        setLng('');
      }
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'GRAVE_POINT_OUTSIDE_ITALY')
        setConfirming(error.message);
      else {
        const fields = fieldsOf(error);
        setErrors(Object.keys(fields).length > 0 ? fields : { form: (error as Error).message });
      }
    }
  };
  const usePosition = () => {
    if (!('geolocation' in navigator)) {
      setErrors({ form: T.positionUnavailable });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLat(position.coords.latitude.toFixed(6));
        setLng(position.coords.longitude.toFixed(6));
      },
      () => setErrors({ form: T.positionUnavailable }),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  return (
    <section aria-labelledby="client-grave-title">
      <h3 id="client-grave-title">{T.graveTitle}</h3>
      <p className="rc-field__hint">{T.graveHint}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save(false);
        }}
        noValidate
      >
        <TextField
          label={T.lat}
          inputMode="decimal"
          value={latValue}
          onChange={(change) => setLat(change.target.value)}
          error={errors.lat}
        />
        <TextField
          label={T.lng}
          inputMode="decimal"
          value={lngValue}
          onChange={(change) => setLng(change.target.value)}
          error={errors.lng}
        />
        {errors.form && <FormMessage>{errors.form}</FormMessage>}
        {message && <FormMessage kind="info">{message}</FormMessage>}
        <Button variant="secondary" onClick={usePosition}>
          {T.useMyPosition}
        </Button>{' '}
        <Button type="submit">{T.saveGrave}</Button>{' '}
        {point && (
          <Button variant="secondary" onClick={() => void save(false, true)}>
            {T.clearGrave}
          </Button>
        )}
      </form>
      <ConfirmDialog
        open={confirming !== null}
        message={confirming ?? T.outsideItaly}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          setConfirming(null);
          void save(true);
        }}
      />
    </section>
  );
}
