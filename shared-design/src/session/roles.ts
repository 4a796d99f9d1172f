import type { Role, UserData } from '../api/types';

/**
 * The panel a user belongs to (spec public §6): platformAccess 1 admin; 2 partner, or lamp manager when
 * partnertype is 'gestorelampade'; 0 client. Anything else is a broken account: null.
 */
export function roleOf(user: Pick<UserData, 'permissions' | 'partnertype'> | null | undefined): Role | null {
  const access: unknown = user?.permissions?.platformAccess;
  switch (access) {
    case 1:
      return 'admin';
    case 2:
      return user?.partnertype === 'gestorelampade' ? 'lampade' : 'partner';
    case 0:
      return 'client';
    default:
      return null;
  }
}

/** The route of each panel. */
export const PANEL_PATHS: Readonly<Record<Role, string>> = {
  admin: '/admin-panel',
  partner: '/partner-panel',
  lampade: '/lampade-panel',
  client: '/client-panel',
};

/** Default section of each panel (spec panels §2 "Control panel landing"). */
export const PANEL_DEFAULT_HASH: Readonly<Record<Role, string>> = {
  admin: '#qrcode',
  partner: '#deceased',
  lampade: '#lampade',
  client: '#account',
};

/** Where "PANNELLO DI CONTROLLO" and a successful login lead: '/client-panel#account', … */
export function landingPathFor(role: Role): string {
  return PANEL_PATHS[role] + PANEL_DEFAULT_HASH[role];
}

/**
 * Spec panels §2 "Access rules": null when `user` may open the panel of `panelRole`, else where to send
 * them. No session (or a broken account) → '/home'; any other role → the landing of their own panel, so
 * an admin on /client-panel lands on '/admin-panel#qrcode' and a lamp manager on /partner-panel lands on
 * '/lampade-panel#lampade'. The admin's "acting as" switch is the shell's business, not this rule's.
 */
export function panelAccessRedirect(panelRole: Role, user: UserData | null | undefined): string | null {
  if (!user) return '/home';
  const role = roleOf(user);
  if (role === null) return '/home';
  if (role === panelRole) return null;
  return landingPathFor(role);
}

/**
 * spec public §2 /partner "also embedded in a modal": 'LAVORA CON NOI' on a public page adds this hash to
 * the page's address, and mfe_public shows the partner form over the page.
 */
export const PARTNER_FORM_MODAL_HASH = '#lavora-con-noi';
