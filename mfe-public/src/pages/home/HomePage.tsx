// The public search of `/` and `/home` (spec public §2): search by name, the query kept in the URL
// (`?name=`), result cards linking to the memorial.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  ApiError,
  Button,
  MESSAGES,
  Spinner,
  TextField,
  api,
  formatDate,
  isAbortError,
  toPublicId,
  type SearchCard,
  type SearchPage,
} from '@ricordo/shared-design';

export const PAGE_SIZE = 12;

type Results =
  | { status: 'loading' }
  | { status: 'ready'; cards: SearchCard[]; nextPage: number | null; loadingMore: boolean }
  | { status: 'failed'; message: string };

function searchPage(text: string, page: number, signal?: AbortSignal) {
  return api.get<SearchPage>('/search', { query: { text, page, maxResults: PAGE_SIZE }, signal });
}

function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : MESSAGES.unexpected;
}

export function HomePage() {
  const [params, setParams] = useSearchParams();
  const name = params.get('name') ?? '';
  const [draft, setDraft] = useState(name);
  const [results, setResults] = useState<Results>({ status: 'loading' });

  // The URL is the truth: back/forward and shared links show the same search.
  useEffect(() => setDraft(name), [name]);

  useEffect(() => {
    const controller = new AbortController();
    setResults({ status: 'loading' });
    searchPage(name, 1, controller.signal).then(
      ({ data }) =>
        setResults({
          status: 'ready',
          cards: data.searchResult,
          nextPage: data.nextPage,
          loadingMore: false,
        }),
      (error: unknown) => {
        if (!isAbortError(error)) setResults({ status: 'failed', message: errorText(error) });
      },
    );
    return () => controller.abort();
  }, [name]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    setParams(text ? { name: text } : {});
  };

  const loadMore = () => {
    if (results.status !== 'ready' || results.nextPage === null) return;
    const { cards, nextPage } = results;
    setResults({ ...results, loadingMore: true });
    searchPage(name, nextPage).then(
      ({ data }) =>
        setResults({
          status: 'ready',
          cards: [...cards, ...data.searchResult],
          nextPage: data.nextPage,
          loadingMore: false,
        }),
      (error: unknown) => setResults({ status: 'failed', message: errorText(error) }),
    );
  };

  return (
    <section aria-labelledby="pub-home-title">
      <h1 id="pub-home-title">Cerca un defunto</h1>
      <form className="pub-search" role="search" onSubmit={submit}>
        <TextField
          label="Cerca per nome"
          name="name"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit">Cerca</Button>
      </form>
      {results.status === 'loading' && (
        <div className="pub-center">
          <Spinner />
        </div>
      )}
      {results.status === 'failed' && (
        <p className="pub-alert" role="alert">
          {results.message}
        </p>
      )}
      {results.status === 'ready' &&
        (results.cards.length === 0 ? (
          <p className="pub-empty">{MESSAGES.noResults}</p>
        ) : (
          <>
            <ul className="pub-cards">
              {results.cards.map((card) => (
                <li key={card.ID}>
                  <ResultCard card={card} />
                </li>
              ))}
            </ul>
            {results.nextPage !== null && (
              <div className="pub-center">
                <Button variant="secondary" loading={results.loadingMore} onClick={loadMore}>
                  Mostra altri
                </Button>
              </div>
            )}
          </>
        ))}
    </section>
  );
}

function ResultCard({ card }: { card: SearchCard }) {
  const fullName = `${card.name} ${card.surname}`.trim();
  const born = formatDate(card.dateOfBirth);
  const died = formatDate(card.dateOfDeath);
  const cemetery = [card.graveyardName, card.graveLocation].filter(Boolean).join(', ');
  return (
    <Link className="pub-card" to={`/memorial?${toPublicId(card.ID)}`}>
      {card.photo ? (
        <img src={card.photo} alt="" width={220} height={165} loading="lazy" decoding="async" />
      ) : (
        <span className="pub-card-nophoto" aria-hidden="true" />
      )}
      <span className="pub-card-body">
        <span className="pub-card-name">{fullName}</span>
        {(born || died) && (
          <span className="pub-muted">
            {born}
            {born && died && ' – '}
            {died}
          </span>
        )}
        {cemetery && <span className="pub-muted">{cemetery}</span>}
      </span>
    </Link>
  );
}
