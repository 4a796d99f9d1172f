import { parseDeceasedId } from '@ricordo/shared-design';

export interface RequestedDeceased {
  /** The id to ask the server for, or null when the query is not an id at all. */
  id: number | null;
  /** The id as the visitor typed it, without the '000' prefix (for the not-found message). */
  typed: string;
}

/** `/memorial?0001000`: the whole query string is the id (spec public §2). */
export function requestedDeceased(search: string): RequestedDeceased {
  let raw = search.replace(/^\?/, '');
  try {
    raw = decodeURIComponent(raw);
  } catch {
    // A malformed escape stays as typed.
  }
  return { id: parseDeceasedId(raw), typed: raw.replace(/^000/, '') };
}
