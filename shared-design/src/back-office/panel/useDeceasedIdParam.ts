import { useLocation } from 'react-router-dom';
import { parseDeceasedId } from '@ricordo/shared-design';

/**
 * `DeceasedID=000{id}` of a panel section (spec panels §2, types 9 to 11; the lamp panel's link from the
 * memorial page), from the query
 * (`?DeceasedID=…#modifica-memorial`) or after the hash (`#modifica-memorial?DeceasedID=…`); null when absent
 * or not an id.
 */
export function useDeceasedIdParam(): number | null {
  const { search, hash } = useLocation();
  const query = new URLSearchParams(search).get('DeceasedID');
  const inHash = new URLSearchParams(hash.split('?')[1] ?? '').get('DeceasedID');
  return parseDeceasedId(query ?? inHash);
}
