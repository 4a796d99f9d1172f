// The home search's criteria and their URL form (spec public §2: `/` and `/home` with query name,
// region, province, location, cap, page, searchid, filter, order, orderDir; spec panels §9 order options
// and filter values). The URL is the truth: reload, back/forward and shared links reproduce a search.

import type { CallArgs } from '@ricordo/shared-design';

export const SEARCH_ORDERS = [
  'insertAndType',
  'funeralDateValue',
  'dateOfDeathValue',
  'insertTime',
  'name',
  'surname',
] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];
export type SearchDirection = 'asc' | 'desc';
export type SearchFilter = '-1' | '1' | '2';

export const ORDER_LABELS: Record<SearchOrder, string> = {
  insertAndType: 'Data di inserimento e tipo',
  funeralDateValue: 'Data del funerale',
  dateOfDeathValue: 'Data di morte',
  insertTime: 'Data di inserimento',
  name: 'Nome',
  surname: 'Cognome',
};

export const DIRECTION_LABELS: Record<SearchDirection, string> = {
  desc: 'Decrescente',
  asc: 'Crescente',
};

/** In the order shown ('Tutti' first; object keys would put '-1' last). */
export const SEARCH_FILTERS: SearchFilter[] = ['-1', '1', '2'];

export const FILTER_LABELS: Record<SearchFilter, string> = {
  '-1': 'Tutti',
  '1': 'Necrologi',
  '2': 'Lapidi digitali',
};

/** Longest search text the server accepts. */
export const TEXT_MAX = 100;
export const TEXT_TOO_LONG = 'Testo di ricerca troppo lungo';

export interface SearchCriteria {
  name: string;
  region: number | null;
  province: number | null;
  location: number | null;
  cap: string | null;
  filter: SearchFilter;
  order: SearchOrder;
  orderDir: SearchDirection;
  /** One-based. */
  page: number;
  /**
   * The id a link gave its search (spec public §2, §7 `searchid`): kept while paging through it, sent to
   * the server, which echoes it; a new search from the form has none.
   */
  searchid: string | null;
}

export const DEFAULT_CRITERIA: SearchCriteria = {
  name: '',
  region: null,
  province: null,
  location: null,
  cap: null,
  filter: '-1',
  order: 'insertAndType',
  orderDir: 'desc',
  page: 1,
  searchid: null,
};

/** What a search id may be: the server takes up to 64 characters; letters, digits, '-' and '_' here. */
const SEARCH_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A fresh id for one request to the server, when the search has none of its own. */
export function newSearchId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

function positiveId(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** Reads a URL's query; unknown or malformed values fall back to the defaults (a link never breaks). */
export function readCriteria(params: URLSearchParams): SearchCriteria {
  const order = params.get('order');
  const dir = params.get('orderDir');
  const filter = params.get('filter');
  const cap = params.get('cap');
  const region = positiveId(params.get('region'));
  const province = region === null ? null : positiveId(params.get('province'));
  const location = province === null ? null : positiveId(params.get('location'));
  const searchid = params.get('searchid');
  return {
    name: (params.get('name') ?? '').trim(),
    region,
    province,
    location,
    cap: location !== null && cap && /^\d{5}$/.test(cap) ? cap : null,
    filter: filter === '1' || filter === '2' ? filter : '-1',
    order: SEARCH_ORDERS.includes(order as SearchOrder) ? (order as SearchOrder) : 'insertAndType',
    // spec panels §9 names the default direction 'disc'.
    orderDir: dir === 'asc' ? 'asc' : 'desc',
    page: positiveId(params.get('page')) ?? 1,
    searchid: searchid && SEARCH_ID.test(searchid) ? searchid : null,
  };
}

/** The URL query of a search: only what differs from the defaults, in the spec's order. */
export function criteriaToParams(criteria: SearchCriteria): Record<string, string> {
  const params: Record<string, string> = {};
  if (criteria.name) params.name = criteria.name;
  if (criteria.region !== null) params.region = String(criteria.region);
  if (criteria.province !== null) params.province = String(criteria.province);
  if (criteria.location !== null) params.location = String(criteria.location);
  if (criteria.cap !== null) params.cap = criteria.cap;
  if (criteria.filter !== '-1') params.filter = criteria.filter;
  if (criteria.order !== 'insertAndType') params.order = criteria.order;
  if (criteria.orderDir !== 'desc') params.orderDir = criteria.orderDir;
  if (criteria.page > 1) params.page = String(criteria.page);
  if (criteria.searchid !== null) params.searchid = criteria.searchid;
  return params;
}

/**
 * The query of GET /api/search for a page; `after` is the keyset cursor of the page before, `searchid` the
 * search's own id or one made for this request (the answer echoes it: HomePage drops an answer that is not
 * for its latest request).
 */
export function apiQuery(
  criteria: SearchCriteria,
  pageSize: number,
  after: string | undefined,
  searchid: string,
): CallArgs<'search'>['query'] {
  // Absent criteria are left out (undefined), as the client leaves out null ones.
  return {
    text: criteria.name,
    region: criteria.region ?? undefined,
    province: criteria.province ?? undefined,
    location: criteria.location ?? undefined,
    cap: criteria.cap ?? undefined,
    filter: criteria.filter === '-1' ? undefined : (Number(criteria.filter) as 1 | 2),
    order: criteria.order === 'insertAndType' ? undefined : criteria.order,
    orderDir: criteria.orderDir === 'desc' ? undefined : criteria.orderDir,
    page: criteria.page,
    maxResults: pageSize,
    after,
    searchid,
  };
}

/** History state of a results page: the cursor of each page reached by 'Successiva' in this search. */
export interface SearchHistoryState {
  cursors: Record<string, string>;
}

export function readHistoryState(state: unknown): SearchHistoryState {
  const cursors = (state as { cursors?: unknown } | null)?.cursors;
  if (!cursors || typeof cursors !== 'object') return { cursors: {} };
  const valid = Object.entries(cursors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return { cursors: Object.fromEntries(valid) };
}
