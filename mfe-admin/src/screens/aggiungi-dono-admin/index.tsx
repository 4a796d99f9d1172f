// /aggiungi-dono-admin?000{id} (spec panels §2, row action of #pages; §6 "add gifts"): the admin adds a
// gift to a deceased with no payment and chooses how it is published, when it was left (insert-time; empty =
// now) and whether the page's owner is told (notification-flag) (spec public §3 "Admin add-gift form").
// The server checks every rule again.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  api,
  ApiError,
  Button,
  Checkbox,
  DEDICATION_NAMES,
  FilePicker,
  FormMessage,
  MESSAGES,
  PANEL_PATHS,
  parseDeceasedId,
  RadioGroup,
  Spinner,
  TextArea,
  TextField,
  toast,
  toPublicId,
} from '@ricordo/shared-design';
import {
  addGift,
  giftFormData,
  insertTimeOf,
  type GiftPublish,
  type GiftType,
  type GiftValues,
} from './gift-api';
import { GIFT_TEXTS as T } from './gift-texts';

const TYPES: GiftType[] = ['dedica-cero', 'dedica-fiori', 'dedica-foto', 'dedica-video'];
const TEXT_MAX = 1000;
const PAGES = `${PANEL_PATHS.admin}#pages`;

type Field = 'type' | 'text' | 'sign' | 'publish' | 'time' | 'notify' | 'file';
const SERVER_FIELDS: Record<string, Field> = {
  'dedic-type': 'type',
  dedic: 'text',
  'dedic-sign': 'sign',
  publish: 'publish',
  'insert-time': 'time',
  'notification-flag': 'notify',
  file: 'file',
};

const needsFile = (type: GiftType) => type === 'dedica-foto' || type === 'dedica-video';

/** The rules the server applies too (spec panels §5: photo/video need a file; text at most 1000). */
function problemsOf(values: GiftValues): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  if (values.text.trim().length > TEXT_MAX) problems.text = T.textTooLong;
  if (needsFile(values.type) && !values.file) problems.file = T.fileRequired;
  if (values.time && insertTimeOf(values.time) === null) problems.time = MESSAGES.invalid;
  return problems;
}

/** The deceased's name for the heading; the id alone when the page cannot be read (a disabled one). */
function useDeceasedName(id: number | null): string | null {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    api.call('deceasedData', { path: { id: toPublicId(id) }, signal: controller.signal }).then(
      ({ data }) => setName(`${data.name} ${data.surname}`.trim()),
      () => setName(null),
    );
    return () => controller.abort();
  }, [id]);
  return name;
}

export default function AddGiftScreen() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const id = parseDeceasedId(search.replace(/^\?/, ''));
  const name = useDeceasedName(id);
  const [values, setValues] = useState<GiftValues>({
    type: 'dedica-cero',
    text: '',
    sign: '',
    publish: 'accepted',
    time: '',
    notify: true,
    file: null,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);

  if (id === null) return <FormMessage>{MESSAGES.invalid}</FormMessage>;
  const set = <K extends keyof GiftValues>(key: K, value: GiftValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (percent !== null) return;
    const problems = problemsOf(values);
    setErrors(problems);
    setFormError(null);
    if (Object.keys(problems).length > 0) return;
    setPercent(0);
    try {
      await addGift(giftFormData(id, values), setPercent);
      toast(T.added, 'success');
      void navigate(PAGES);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFormError(MESSAGES.unexpected);
        return;
      }
      const fields: Partial<Record<Field, string>> = {};
      for (const [key, message] of Object.entries(error.fields))
        if (SERVER_FIELDS[key]) fields[SERVER_FIELDS[key]] = message;
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFormError(error.message);
    } finally {
      setPercent(null);
    }
  };

  return (
    <section className="admin-screen" aria-labelledby="gift-title">
      <h1 id="gift-title">{T.title}</h1>
      <p>{T.deceased(name ?? toPublicId(id))}</p>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <RadioGroup
          legend={T.type}
          name="dedic-type"
          options={TYPES.map((type) => ({ value: type, label: DEDICATION_NAMES[type] }))}
          value={values.type}
          onChange={(value) => set('type', value as GiftType)}
          error={errors.type}
          required
        />
        {needsFile(values.type) && (
          <FilePicker
            label={values.type === 'dedica-foto' ? T.photo : T.video}
            kind={values.type === 'dedica-foto' ? 'photo' : 'video'}
            value={values.file ? [values.file] : []}
            onChange={(files) => set('file', files[0] ?? null)}
            error={errors.file}
            required
          />
        )}
        <TextArea
          label={T.text}
          value={values.text}
          maxLength={TEXT_MAX}
          onChange={(event) => set('text', event.target.value)}
          error={errors.text}
        />
        <TextField
          label={T.sign}
          hint={T.signHint}
          value={values.sign}
          maxLength={100}
          onChange={(event) => set('sign', event.target.value)}
          error={errors.sign}
        />
        <RadioGroup
          legend={T.publish}
          name="publish"
          options={[
            { value: 'accepted', label: T.publishNow },
            { value: 'pending', label: T.publishPending },
          ]}
          value={values.publish}
          onChange={(value) => set('publish', value as GiftPublish)}
          error={errors.publish}
          required
        />
        <TextField
          label={T.time}
          hint={T.timeHint}
          type="datetime-local"
          name="insert-time"
          value={values.time}
          onChange={(event) => set('time', event.target.value)}
          error={errors.time}
        />
        <Checkbox
          label={T.notify}
          name="notification-flag"
          checked={values.notify}
          onChange={(event) => set('notify', event.target.checked)}
          error={errors.notify}
        />
        {formError && <FormMessage>{formError}</FormMessage>}
        {percent !== null && <Spinner percent={percent} />}
        <Button type="submit" disabled={percent !== null}>
          {T.submit}
        </Button>{' '}
        <Link to={PAGES}>{T.back}</Link>
      </form>
    </section>
  );
}
