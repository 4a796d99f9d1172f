// `/memorial-book?{id}` (spec public §2 "Condolence book: collapsible form, refresh button, list"; §4
// "Condolence flow"; §5 "Condolence"; §8). Messages are plain text and rendered as text, never as HTML.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  ApiError,
  Button,
  Checkbox,
  Collapsible,
  ContactMethodPicker,
  Dialog,
  FormMessage,
  MESSAGES,
  NotificationZonesPicker,
  PhoneField,
  Select,
  Spinner,
  TextArea,
  TextField,
  api,
  completeZones,
  formatDate,
  formatDateTime,
  parseDeceasedId,
  useSession,
  validateNotificationZones,
  type ContactType,
  type DeceasedData,
  type NotificationZone,
} from '@ricordo/shared-design';
import { BOOK_TEXTS, DEFAULT_LIMIT_DAYS, MAX_TEXT } from './book-texts';
import { bookApi, type BookAnswer, type BookMessage } from './book-api';
import { takeServerBook } from './book-ssr';
import { useForgetEmbeddedData, useHydrated } from '../memorial/ssr-data';
import './memorial-book.css';

type Errors = Partial<
  Record<'text' | 'name' | 'accountName' | 'accountSurname' | 'number' | 'email' | 'zones' | 'terms', string>
>;

function phoneDigitsOf(value: string): string {
  return value.replace(/^\+\d{1,4}-/, '').replace(/\D/g, '');
}

function BookList({ messages }: { messages: BookMessage[] }) {
  if (messages.length === 0) return <p className="pub-book-empty">{BOOK_TEXTS.empty}</p>;
  return (
    <ol className="pub-book-list" aria-label={BOOK_TEXTS.listTitle}>
      {messages.map((message) => (
        <li key={message.ID} className="pub-book-item">
          <p className="pub-book-text">{message.text}</p>
          <p className="pub-book-meta">
            <strong>{message.authorName}</strong> · <time>{formatDateTime(message.time)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}

interface FormProps {
  deceased: DeceasedData;
  phrases: string[];
  open: boolean;
  limitDays: number;
  onPublished: () => void;
}

function BookForm({ deceased, phrases, open, limitDays, onPublished }: FormProps) {
  const session = useSession();
  // The form works only with JavaScript: drawn disabled by the server (and without JavaScript).
  const hydrated = useHydrated();
  const signedIn = session.status === 'authenticated' && session.user !== null;
  const [text, setText] = useState('');
  const [signature, setSignature] = useState('');
  const [name, setName] = useState('');
  const [surname, setSurname] = useState('');
  const [telephone, setTelephone] = useState('');
  const [email, setEmail] = useState('');
  const [channel, setChannel] = useState<ContactType | null>(null);
  const [register, setRegister] = useState(false);
  const [zones, setZones] = useState<NotificationZone[]>([]);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState(false);
  const [pending, setPending] = useState<BookAnswer | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const reset = () => {
    setText('');
    setSignature('');
    setRegister(false);
    setZones([]);
    setTerms(false);
  };

  const validate = (): Errors => {
    const found: Errors = {};
    if (!text.trim()) found.text = BOOK_TEXTS.textRequired;
    else if (text.trim().length > MAX_TEXT) found.text = `Massimo ${MAX_TEXT} caratteri`;
    if (!signature.trim()) found.name = MESSAGES.required;
    if (!signedIn) {
      if (!name.trim()) found.accountName = MESSAGES.required;
      if (!surname.trim()) found.accountSurname = MESSAGES.required;
      if (!phoneDigitsOf(telephone) && !email.trim()) found.number = BOOK_TEXTS.contactRequired;
      if (register) {
        const zoneError = validateNotificationZones(zones);
        if (zoneError) found.zones = zoneError;
      }
      if (!terms) found.terms = BOOK_TEXTS.formIncomplete;
    }
    return found;
  };

  const registerAccount = async () => {
    const suggestion = await api.get<{ username: string }>('/account/suggestUsername', {
      query: { name: name.trim(), surname: surname.trim() },
    });
    await api.post('/account/registration', {
      name: name.trim(),
      surname: surname.trim(),
      username: suggestion.data.username,
      telephone: phoneDigitsOf(telephone) ? telephone : '',
      email: email.trim(),
      agent: '',
      'contact-method': channel ?? (email.trim() ? 'email' : 'wa'),
      activeNotification: true,
      notificationFrequency: 'daily',
      notificationList: completeZones(zones),
      terms: true,
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setSuccess(false);
    setNotice(null);
    const found = validate();
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      setFormError(BOOK_TEXTS.formIncomplete);
      return;
    }
    setBusy(true);
    try {
      // spec public §5: a phone is sent only with 8+ characters.
      const number = telephone.length >= 8 && phoneDigitsOf(telephone) ? telephone : undefined;
      const answer = await bookApi.book({
        name: signature.trim(),
        text: text.trim(),
        qrcode: `000${deceased.ID}`,
        ...(signedIn
          ? {}
          : {
              accountName: name.trim(),
              accountSurname: surname.trim(),
              number,
              email: email.trim() || undefined,
              channel: channel ?? undefined,
              terms,
            }),
      });
      if (!signedIn && register) {
        try {
          await registerAccount();
          setNotice(BOOK_TEXTS.registered);
        } catch (error) {
          // The condolence is saved; only the registration failed: say why, keep the message.
          setNotice(error instanceof ApiError ? error.message : MESSAGES.unexpected);
        }
      }
      reset();
      if (answer.pending) setPending(answer);
      else {
        setSuccess(true);
        onPublished();
      }
    } catch (error) {
      if (error instanceof ApiError) {
        const fields = (error.envelope?.data as { fields?: Errors } | null)?.fields;
        if (fields) setErrors(fields);
        setFormError(error.message || MESSAGES.unexpected);
      } else setFormError(MESSAGES.unexpected);
    } finally {
      setBusy(false);
    }
  };

  const confirmCode = async () => {
    setCodeError(null);
    try {
      await bookApi.code(deceased.ID, code.trim());
      setPending(null);
      setCode('');
      setSuccess(true);
      onPublished();
    } catch (error) {
      setCodeError(error instanceof ApiError ? error.message : MESSAGES.unexpected);
    }
  };

  const checkPhone = () => {
    // spec public §5: the phone is checked on blur when over 4 characters (a hint only; the server decides).
    if (phoneDigitsOf(telephone).length > 4) void bookApi.checkPhone(telephone).catch(() => undefined);
  };

  const firstName = deceased.name;
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
                if (phrase) setText(phrase);
              }}
            />
          )}
          <TextArea
            label={BOOK_TEXTS.text}
            required
            value={text}
            maxLength={MAX_TEXT}
            rows={4}
            error={errors.text}
            hint={`${text.length}/${MAX_TEXT}`}
            placeholder={`Un pensiero per ${firstName}`}
            onChange={(event) => setText(event.target.value)}
          />
          <TextField
            label={BOOK_TEXTS.signature}
            required
            value={signature}
            maxLength={100}
            error={errors.name}
            onChange={(event) => setSignature(event.target.value)}
          />
          {!signedIn && (
            <>
              <div className="pub-book-row">
                <TextField
                  label={BOOK_TEXTS.name}
                  required
                  value={name}
                  maxLength={100}
                  error={errors.accountName}
                  onChange={(event) => setName(event.target.value)}
                />
                <TextField
                  label={BOOK_TEXTS.surname}
                  required
                  value={surname}
                  maxLength={100}
                  error={errors.accountSurname}
                  onChange={(event) => setSurname(event.target.value)}
                />
              </div>
              <PhoneField
                label={BOOK_TEXTS.telephone}
                value={telephone}
                onChange={setTelephone}
                onBlur={checkPhone}
                error={errors.number}
              />
              <TextField
                label={BOOK_TEXTS.email}
                type="email"
                value={email}
                maxLength={254}
                error={errors.email}
                onChange={(event) => setEmail(event.target.value)}
              />
              <ContactMethodPicker
                email={email}
                telephone={telephone}
                value={channel}
                onChange={(value) => setChannel(value)}
              />
              <Checkbox
                label={BOOK_TEXTS.register}
                checked={register}
                onChange={(event) => setRegister(event.target.checked)}
              />
              {register && <NotificationZonesPicker value={zones} onChange={setZones} error={errors.zones} />}
              <Checkbox
                label={
                  <>
                    {BOOK_TEXTS.termsBefore}
                    <Link to="/terms">{BOOK_TEXTS.termsLink}</Link>
                  </>
                }
                checked={terms}
                error={errors.terms}
                onChange={(event) => setTerms(event.target.checked)}
              />
            </>
          )}
          {formError && <FormMessage>{formError}</FormMessage>}
          <Button type="submit" loading={busy} disabled={!open}>
            {BOOK_TEXTS.send}
          </Button>
        </fieldset>
      </form>
      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={BOOK_TEXTS.attention}
        description={pending?.channel === 'email' ? BOOK_TEXTS.pendingEmail : BOOK_TEXTS.pendingPhone}
        actions={
          <>
            {pending?.channel !== 'email' && (
              <Button variant="secondary" onClick={() => void confirmCode()}>
                {BOOK_TEXTS.confirmCode}
              </Button>
            )}
            <Button onClick={() => setPending(null)}>{BOOK_TEXTS.understood}</Button>
          </>
        }
      >
        {pending?.channel !== 'email' && (
          <TextField
            label={BOOK_TEXTS.code}
            value={code}
            inputMode="numeric"
            maxLength={6}
            error={codeError}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </Dialog>
    </div>
  );
}

export function MemorialBookPage() {
  const { search } = useLocation();
  const id = parseDeceasedId(decodeURIComponent(search.replace(/^\?/, '')));
  // The server's first paint came with this book's data: start drawn, skip the first requests.
  const [server] = useState(() => (id === null ? null : takeServerBook(id)));
  useForgetEmbeddedData();
  const fromServer = useRef<number | null>(server ? id : null);
  const [deceased, setDeceased] = useState<DeceasedData | null>(server?.deceased ?? null);
  const [limitDays, setLimitDays] = useState(server?.condolenceLimit ?? DEFAULT_LIMIT_DAYS);
  const [phrases, setPhrases] = useState<string[]>(server?.phrases ?? []);
  const [messages, setMessages] = useState<BookMessage[]>(server?.messages ?? []);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  const refresh = useCallback(async () => {
    if (id === null) return;
    setRefreshing(true);
    try {
      setMessages(await bookApi.messages(id));
    } catch {
      // The list stays as it was; the next 'Aggiorna' tries again.
    } finally {
      setRefreshing(false);
    }
  }, [id]);

  useEffect(() => {
    if (id !== null && fromServer.current === id) {
      fromServer.current = null;
      return undefined;
    }
    fromServer.current = null;
    if (id === null) {
      setLoadError(BOOK_TEXTS.notFound);
      return undefined;
    }
    let alive = true;
    bookApi.deceased(id).then(
      (data) => {
        if (alive) setDeceased(data);
      },
      (error: unknown) => {
        if (alive) setLoadError(error instanceof ApiError ? error.message : MESSAGES.unexpected);
      },
    );
    bookApi.limit().then(
      (data) => {
        if (alive && data.condolenceLimit > 0) setLimitDays(data.condolenceLimit);
      },
      () => undefined,
    );
    bookApi.phrases(id).then(
      (list) => {
        if (alive) setPhrases(list);
      },
      () => undefined,
    );
    void refresh();
    return () => {
      alive = false;
    };
  }, [id, refresh]);

  if (loadError) {
    return (
      <section className="pub-book" aria-labelledby="pub-book-title">
        <h1 id="pub-book-title">{BOOK_TEXTS.title}</h1>
        <p className="pub-alert" role="alert">
          {loadError}
        </p>
        <Link to="/">Torna alla home</Link>
      </section>
    );
  }
  if (!deceased) {
    return (
      <div className="pub-center">
        <Spinner />
      </div>
    );
  }
  // The server decides (deceasedData.bookOpen: publication, CONDOLENCE_LIMIT_DAYS, the demo page).
  const open = deceased.bookOpen;
  const dates = [formatDate(deceased.dateOfBirth), formatDate(deceased.dateOfDeath)].filter(Boolean);
  const fullName = `${deceased.name} ${deceased.surname}`.trim();
  const photo = deceased.photo[0];
  return (
    <section className="pub-book" aria-labelledby="pub-book-title">
      <header className="pub-book-header">
        {photo && (
          <img
            className="pub-book-photo"
            src={photo}
            alt={fullName}
            width={120}
            height={150}
            fetchPriority="high"
            decoding="async"
          />
        )}
        <p className="pub-book-kicker">{BOOK_TEXTS.title}</p>
        <h1 id="pub-book-title">{fullName}</h1>
        {dates.length > 0 && <p className="pub-book-dates">{dates.join(' – ')}</p>}
        <Link to={`/memorial?000${deceased.ID}`}>Vai alla pagina del defunto</Link>
      </header>
      <Collapsible title={BOOK_TEXTS.formTitle} defaultOpen headingLevel={2}>
        <BookForm
          deceased={deceased}
          phrases={phrases}
          open={open}
          limitDays={limitDays}
          onPublished={() => void refresh()}
        />
      </Collapsible>
      <div className="pub-book-list-head">
        <h2>{BOOK_TEXTS.listTitle}</h2>
        <Button variant="secondary" loading={refreshing} onClick={() => void refresh()}>
          {BOOK_TEXTS.refresh}
        </Button>
      </div>
      <BookList messages={messages} />
    </section>
  );
}
