// `/memorial-book?{id}` (spec public §2 "Condolence book: collapsible form, refresh button, list"; §4
// "Condolence flow"; §5 "Condolence"; §8). Messages are plain text and rendered as text, never as HTML.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  ApiError,
  Button,
  Collapsible,
  MESSAGES,
  Spinner,
  formatDate,
  formatDateTime,
  parseDeceasedId,
} from '@ricordo/shared-design';
import { BOOK_TEXTS, DEFAULT_LIMIT_DAYS } from './book-texts';
import { bookApi, type BookMessage } from './book-api';
import { takeServerBook } from './book-ssr';
import { BookForm } from './BookForm';
import { useDeceasedData } from '../../common/deceased/useDeceasedData';
import { useForgetEmbeddedData } from '../memorial/ssr-data';
import './memorial-book.css';

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

export function MemorialBookPage() {
  const { search } = useLocation();
  const id = parseDeceasedId(decodeURIComponent(search.replace(/^\?/, '')));
  // The server's first paint came with this book's data: start drawn, skip the first requests.
  const [server] = useState(() => (id === null ? null : takeServerBook(id)));
  useForgetEmbeddedData();
  const fromServer = useRef<number | null>(server ? id : null);
  const deceasedData = useDeceasedData(id, server?.deceased ?? null);
  const [limitDays, setLimitDays] = useState(server?.condolenceLimit ?? DEFAULT_LIMIT_DAYS);
  const [phrases, setPhrases] = useState<string[]>(server?.phrases ?? []);
  const [messages, setMessages] = useState<BookMessage[]>(server?.messages ?? []);
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
    if (id === null) return undefined;
    let alive = true;
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

  const loadError =
    deceasedData.status === 'none'
      ? BOOK_TEXTS.notFound
      : deceasedData.status === 'failed'
        ? deceasedData.error instanceof ApiError
          ? deceasedData.error.message
          : MESSAGES.unexpected
        : null;
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
  if (deceasedData.status !== 'ready') {
    return (
      <div className="pub-center">
        <Spinner />
      </div>
    );
  }
  const { deceased } = deceasedData;
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
