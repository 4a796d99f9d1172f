// Which remote draws which path, and the legacy redirects the shell applies before any remote loads
// (docs/contracts.md, "Remote entry ./app"; spec public §2, "Other").
import { PANEL_PATHS, type Role } from '@ricordo/shared-design';

export type RemoteName = 'mfe_public' | 'mfe_admin' | 'mfe_partner' | 'mfe_lampade' | 'mfe_client';
export type PanelRemoteName = Exclude<RemoteName, 'mfe_public'>;

export interface PanelRoute {
  remote: PanelRemoteName;
  /** Whose panel it is (spec panels §2 "Access rules"). */
  role: Role;
  /** The base path the remote is mounted under. */
  path: string;
}

/**
 * Admin screens outside the panel (spec panels §2: the row action /aggiungi-dono-admin?000{id}, "Other admin
 * routes"): whole pages drawn by mfe_admin, which picks the screen by the base path it is mounted under.
 */
export const ADMIN_SCREEN_PATHS: readonly string[] = [
  '/aggiungi-dono-admin',
  '/aggiungi-memorial-admin',
  '/modifica-memorial-admin',
];

export const PANEL_ROUTES: readonly PanelRoute[] = [
  { remote: 'mfe_admin', role: 'admin', path: PANEL_PATHS.admin },
  { remote: 'mfe_partner', role: 'partner', path: PANEL_PATHS.partner },
  { remote: 'mfe_lampade', role: 'lampade', path: PANEL_PATHS.lampade },
  { remote: 'mfe_client', role: 'client', path: PANEL_PATHS.client },
  ...ADMIN_SCREEN_PATHS.map((path): PanelRoute => ({ remote: 'mfe_admin', role: 'admin', path })),
];

/**
 * Screens of a panel's remote that anyone may open, signed in or not (no access rule): the invitation link
 * of a page, drawn by mfe_client (docs/contracts.md "Page managers and guests").
 */
export const OPEN_SCREEN_ROUTES: ReadonlyArray<{ remote: PanelRemoteName; path: string }> = [
  { remote: 'mfe_client', path: '/invito-pagina' },
];

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The panel route that owns `pathname`, if any. */
export function panelRouteFor(pathname: string): PanelRoute | undefined {
  return PANEL_ROUTES.find((route) => isUnder(pathname, route.path));
}

/** The remote that owns `pathname`: a panel for the four panel paths, mfe_public for everything else. */
export function remoteForPath(pathname: string): RemoteName {
  return (
    panelRouteFor(pathname)?.remote ??
    OPEN_SCREEN_ROUTES.find((route) => isUnder(pathname, route.path))?.remote ??
    'mfe_public'
  );
}

/**
 * Legacy addresses printed on old plaques and links (spec public §2): `/1000` and `/1000.html` open the
 * memorial of 1000, `/attiva-qr-code.html` the activation form. Returns the target, or null when the path
 * is not a legacy one (unknown paths are sent to `/` by mfe_public's catch-all, not here).
 */
export function legacyRedirect(pathname: string): string | null {
  if (pathname.toLowerCase() === '/attiva-qr-code.html') return '/activate-qrCode';
  const numeric = /^\/(\d+)(?:\.html)?\/?$/.exec(pathname);
  if (numeric) return `/memorial?${numeric[1]}`;
  return null;
}
