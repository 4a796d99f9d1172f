// Keyset paging of the admin's deceased tables: the kit's table moves one page at a time (previous /
// next), so the section keeps the rows' ids as cursors — each page costs the server the same, the last
// as the first, over a million deceased.

export type PageSize = 5 | 10 | 25 | 100;

export interface DeceasedPaging {
  /** Zero-based page shown (the kit's footer counts with it). */
  page: number;
  pageSize: PageSize;
  /** The next page: rows with an ID below this one. */
  after?: number;
  /** The previous page: rows with an ID just above this one. */
  before?: number;
}

export const FIRST_PAGE: DeceasedPaging = { page: 0, pageSize: 5 };

/**
 * Where the kit's previous / next / size change leads from the page showing `rows` (newest first): next
 * is after the last row, previous before the first, page one and a size change start again without a
 * cursor; any other jump falls back to the page number alone.
 */
export function movePaging(
  current: DeceasedPaging,
  page: number,
  pageSize: PageSize,
  rows: ReadonlyArray<{ ID: number }>,
): DeceasedPaging {
  if (pageSize !== current.pageSize || page <= 0) return { page: 0, pageSize };
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (page === current.page + 1 && last) return { page, pageSize, after: last.ID };
  if (page === current.page - 1 && first) return { page, pageSize, before: first.ID };
  return { page, pageSize };
}

/** The query's paging part: the one-based page for old servers and logs, and the cursor when there is one. */
export function pagingQuery(paging: DeceasedPaging) {
  return {
    page: paging.page + 1,
    maxResults: paging.pageSize,
    ...(paging.after !== undefined ? { after: paging.after } : {}),
    ...(paging.before !== undefined ? { before: paging.before } : {}),
  };
}
