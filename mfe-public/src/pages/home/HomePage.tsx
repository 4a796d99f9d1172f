// The public search of `/` and `/home` (spec public §2): name, the region → province → comune → CAP
// cascade with 'Tutti', the type filter, the order and its direction, server pages (one-based). Every
// criterion lives in the URL (search-criteria.ts), and the keyset cursor of each page reached by
// 'Successiva' in the history state, so reload, back/forward and shared links show the same page.
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  ApiError,
  Button,
  MESSAGES,
  RadioGroup,
  Select,
  Spinner,
  TextField,
  api,
  capsOf,
  isAbortError,
  landingPathFor,
  roleOf,
  useComuni,
  useProvinces,
  useRegions,
  useSession,
  type SearchCard,
} from '@ricordo/shared-design';
import { NEW_LOGIN_HASH } from '../../common/account-entry';
import { ResultCard } from './ResultCard';
import {
  DIRECTION_LABELS,
  FILTER_LABELS,
  ORDER_LABELS,
  SEARCH_FILTERS,
  SEARCH_ORDERS,
  TEXT_MAX,
  TEXT_TOO_LONG,
  apiQuery,
  criteriaToParams,
  newSearchId,
  readCriteria,
  readHistoryState,
  type SearchCriteria,
  type SearchDirection,
  type SearchFilter,
  type SearchHistoryState,
  type SearchOrder,
} from './search-criteria';
import './home.css';

export const PAGE_SIZE = 12;

type Results =
  | { status: 'loading' }
  | {
      status: 'ready';
      cards: SearchCard[];
      nextPage: number | null;
      cursor: string | null;
      message: string;
    }
  | { status: 'failed'; message: string };

function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : MESSAGES.unexpected;
}

const toId = (value: string): number | null => (value === '' ? null : Number(value));

/**
 * `/` and `/home`. Reached with #newLogin right after a login (spec public §2), a signed-in user goes on to
 * the landing of their panel (spec public §6) without a search being run; otherwise the search.
 */
export function HomePage() {
  const { hash } = useLocation();
  const role = useSession((s) => (s.status === 'authenticated' ? roleOf(s.user) : null));
  if (hash === NEW_LOGIN_HASH && role !== null) return <Navigate to={landingPathFor(role)} replace />;
  return <HomeSearch />;
}

function HomeSearch() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const search = params.toString();
  const criteria = readCriteria(params);
  const history = readHistoryState(location.state);
  // A page reached by 'Successiva' / 'Precedente' seeks from its cursor; a shared link has none.
  const after = criteria.page > 1 ? history.cursors[String(criteria.page)] : undefined;

  const [draft, setDraft] = useState<SearchCriteria>(criteria);
  const [textError, setTextError] = useState<string | null>(null);
  const [results, setResults] = useState<Results>({ status: 'loading' });

  // The URL is the truth: back/forward and shared links fill the form again.
  useEffect(() => {
    setDraft(readCriteria(new URLSearchParams(search)));
    setTextError(null);
  }, [search]);

  useEffect(() => {
    const controller = new AbortController();
    setResults({ status: 'loading' });
    const current = readCriteria(new URLSearchParams(search));
    const searchid = current.searchid ?? newSearchId();
    api
      .call('search', { query: apiQuery(current, PAGE_SIZE, after, searchid), signal: controller.signal })
      .then(
        ({ data, message }) => {
          // An answer for another request (the server echoes the searchid sent) is not this search's.
          if (data.searchid !== undefined && data.searchid !== searchid) return;
          setResults({
            status: 'ready',
            cards: data.searchResult,
            nextPage: data.nextPage,
            cursor: data.cursor ?? null,
            message,
          });
        },
        (error: unknown) => {
          if (!isAbortError(error)) setResults({ status: 'failed', message: errorText(error) });
        },
      );
    return () => controller.abort();
  }, [search, after]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = draft.name.trim();
    if (name.length > TEXT_MAX) {
      setTextError(TEXT_TOO_LONG);
      return;
    }
    setTextError(null);
    // A new search starts at page 1 with no cursors, and is no longer the search a link named.
    setParams(criteriaToParams({ ...draft, name, page: 1, searchid: null }));
  };

  const goToPage = (page: number, cursors: SearchHistoryState['cursors']) => {
    const state: SearchHistoryState = { cursors };
    void navigate(
      { search: new URLSearchParams(criteriaToParams({ ...criteria, page })).toString() },
      { state },
    );
    document.getElementById('pub-home-title')?.scrollIntoView?.({ block: 'start' });
  };

  const next = () => {
    if (results.status !== 'ready' || results.nextPage === null) return;
    const cursors = { ...history.cursors };
    if (results.cursor) cursors[String(results.nextPage)] = results.cursor;
    goToPage(results.nextPage, cursors);
  };
  const previous = () => goToPage(criteria.page - 1, history.cursors);

  return (
    <section aria-labelledby="pub-home-title">
      <h1 id="pub-home-title">Cerca un defunto</h1>
      <form className="pub-home-form" role="search" onSubmit={submit} noValidate>
        <TextField
          label="Cerca per nome"
          name="name"
          value={draft.name}
          error={textError}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
        <PlaceFields draft={draft} onChange={setDraft} />
        <RadioGroup
          className="pub-home-filter"
          legend="Tipo"
          name="filter"
          options={SEARCH_FILTERS.map((value) => ({
            value,
            label: FILTER_LABELS[value],
          }))}
          value={draft.filter}
          onChange={(value) => setDraft({ ...draft, filter: value as SearchFilter })}
        />
        <Select
          label="Ordina per"
          name="order"
          options={SEARCH_ORDERS.map((value) => ({ value, label: ORDER_LABELS[value] }))}
          value={draft.order}
          onChange={(event) => setDraft({ ...draft, order: event.target.value as SearchOrder })}
        />
        <Select
          label="Direzione"
          name="orderDir"
          options={(Object.keys(DIRECTION_LABELS) as SearchDirection[]).map((value) => ({
            value,
            label: DIRECTION_LABELS[value],
          }))}
          value={draft.orderDir}
          onChange={(event) => setDraft({ ...draft, orderDir: event.target.value as SearchDirection })}
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
          <p className="pub-empty" role="status">
            {results.message || MESSAGES.noResults}
          </p>
        ) : (
          <>
            <ul className="pub-home-cards" aria-label="Risultati">
              {results.cards.map((card) => (
                <li key={card.ID}>
                  <ResultCard card={card} />
                </li>
              ))}
            </ul>
            <nav className="pub-home-pages" aria-label="Pagine dei risultati">
              <Button variant="secondary" disabled={criteria.page <= 1} onClick={previous}>
                Precedente
              </Button>
              <span aria-live="polite">Pagina {criteria.page}</span>
              <Button variant="secondary" disabled={results.nextPage === null} onClick={next}>
                Successiva
              </Button>
            </nav>
          </>
        ))}
    </section>
  );
}

/** Region → province → comune → CAP; each lower level offers 'Tutti' and is cleared by a new choice above. */
function PlaceFields({
  draft,
  onChange,
}: {
  draft: SearchCriteria;
  onChange: (draft: SearchCriteria) => void;
}) {
  const regions = useRegions();
  const provinces = useProvinces(draft.region);
  const comuni = useComuni(draft.province);
  const caps = capsOf(comuni.data.find((item) => item.ID === draft.location));
  return (
    <>
      <Select
        label={MESSAGES.region}
        name="region"
        placeholder={MESSAGES.all}
        options={regions.data.map((item) => ({ value: item.ID, label: item.name }))}
        value={draft.region ?? ''}
        error={regions.error}
        onChange={(event) =>
          onChange({ ...draft, region: toId(event.target.value), province: null, location: null, cap: null })
        }
      />
      <Select
        label={MESSAGES.province}
        name="province"
        placeholder={MESSAGES.all}
        options={provinces.data.map((item) => ({ value: item.ID, label: `${item.name} (${item.sigla})` }))}
        value={draft.province ?? ''}
        error={provinces.error}
        disabled={draft.region === null}
        aria-busy={provinces.loading || undefined}
        onChange={(event) =>
          onChange({ ...draft, province: toId(event.target.value), location: null, cap: null })
        }
      />
      <Select
        label={MESSAGES.city}
        name="location"
        placeholder={MESSAGES.all}
        options={comuni.data.map((item) => ({ value: item.ID, label: item.name }))}
        value={draft.location ?? ''}
        error={comuni.error}
        disabled={draft.province === null}
        aria-busy={comuni.loading || undefined}
        onChange={(event) => onChange({ ...draft, location: toId(event.target.value), cap: null })}
      />
      <Select
        label={MESSAGES.cap}
        name="cap"
        placeholder={MESSAGES.all}
        options={caps.map((cap) => ({ value: cap, label: cap }))}
        value={draft.cap ?? ''}
        disabled={draft.location === null}
        onChange={(event) => onChange({ ...draft, cap: event.target.value || null })}
      />
    </>
  );
}
