// The entries of the navigation bar and of the side drawer (spec public §2, "Side drawer menu" and
// "Navigation bar"). Labels are the spec's, paths are the spec's routes.
import type { Location, To } from 'react-router-dom';
import { PANEL_PATHS, PARTNER_FORM_MODAL_HASH, type Role } from '@ricordo/shared-design';
import { remoteForPath } from '../routing/routes';

export interface MenuLink {
  label: string;
  to: string;
  /** On a public page the entry opens its form over the page (this hash) instead of going to `to`. */
  modalHash?: string;
}

export const HOME: MenuLink = { label: 'HOME', to: '/home' };
export const WHAT_IT_IS: MenuLink = { label: "COS'E'", to: '/information' };
export const HOW_IT_WORKS: MenuLink = { label: 'COME FUNZIONA', to: '/how-it-works' };
export const PRODUCTS_PAGE: MenuLink = { label: 'PRODOTTI', to: '/pricing' };
export const DEMO: MenuLink = { label: 'DEMO', to: '/memorial?1000' };
export const ACTIVATE_QRCODE: MenuLink = { label: 'ATTIVA QRCODE', to: '/activate-qrCode' };
export const CONTACT: MenuLink = { label: 'CONTATTI', to: '/contact' };
export const WORK_WITH_US: MenuLink = {
  label: 'LAVORA CON NOI',
  to: '/partner',
  modalHash: PARTNER_FORM_MODAL_HASH,
};

/**
 * Where an entry leads from `location`: its page, or, for an entry with a modal on a page that mfe_public
 * draws, the same page with the modal's hash (spec public §2: the partner form "also embedded in a modal").
 */
export function menuTarget(item: MenuLink, location: Pick<Location, 'pathname' | 'search'>): To {
  if (!item.modalHash || location.pathname === item.to || remoteForPath(location.pathname) !== 'mfe_public')
    return item.to;
  return { pathname: location.pathname, search: location.search, hash: item.modalHash };
}
export const LOGIN: MenuLink = { label: 'ACCEDI', to: '/login' };
export const REGISTER: MenuLink = { label: 'REGISTRATI', to: '/registrazione' };
export const CONTROL_PANEL_LABEL = 'PANNELLO DI CONTROLLO';
export const LOGOUT_LABEL = 'ESCI';
export const PRODUCTS_MENU_LABEL = 'PRODOTTI';

/** The PRODOTTI menu of the navigation bar; partners also get 'Aggiungi defunto'. */
export function productsMenu(role: Role | null): MenuLink[] {
  const items: MenuLink[] = [
    { label: 'Acquista targa digitale', to: '/buy-qrCode' },
    { label: 'Attiva targa digitale', to: '/activate-qrCode' },
    { label: 'Attiva memorial', to: '/servizio-memorial' },
  ];
  // spec public §6: a partner "gets an add-deceased menu entry"; the form lives in the partner panel.
  if (role === 'partner')
    items.push({ label: 'Aggiungi defunto', to: `${PANEL_PATHS.partner}#aggiungi-defunto` });
  return items;
}

/** Drawer entries shared by both variants, after the account entries. */
export const DRAWER_SITE_LINKS: MenuLink[] = [
  HOME,
  WHAT_IT_IS,
  HOW_IT_WORKS,
  PRODUCTS_PAGE,
  DEMO,
  ACTIVATE_QRCODE,
  CONTACT,
  WORK_WITH_US,
];

/** Navigation bar entries before the PRODOTTI menu and after it. */
export const NAV_BEFORE_PRODUCTS: MenuLink[] = [HOME, WHAT_IT_IS, HOW_IT_WORKS];
export const NAV_AFTER_PRODUCTS: MenuLink[] = [DEMO, CONTACT, WORK_WITH_US];
