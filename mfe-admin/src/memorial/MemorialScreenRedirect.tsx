import { Navigate, useLocation } from 'react-router-dom';
import { PANEL_PATHS, parseDeceasedId, toPublicId } from '@ricordo/shared-design';

/** The deceased id of `?DeceasedID=0001000` (the query after '=', spec panels §2) or of `?0001000`. */
export function deceasedIdOfQuery(search: string): number | null {
  const query = search.replace(/^\?/, '');
  return parseDeceasedId(query.includes('=') ? query.slice(query.indexOf('=') + 1).split('&')[0] : query);
}

/**
 * /aggiungi-memorial-admin and /modifica-memorial-admin (spec panels §2 "Other admin routes"): the admin
 * panel's memorial section for the deceased of the query; without one, the tombstones (#pages).
 */
export function MemorialScreenRedirect({ hash }: { hash: '#aggiungi-memorial' | '#modifica-memorial' }) {
  const id = deceasedIdOfQuery(useLocation().search);
  const to =
    id === null
      ? { pathname: PANEL_PATHS.admin, hash: '#pages' }
      : { pathname: PANEL_PATHS.admin, search: `?DeceasedID=${toPublicId(id)}`, hash };
  return <Navigate to={to} replace />;
}
