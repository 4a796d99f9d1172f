// The sections of mfe_partner, in the order of spec panels §2. Each is loaded when first opened
// (sections/<hash>/index.tsx, default export).
import { PANEL_DEFAULT_HASH } from '@ricordo/shared-design';
import type { PanelSection } from '@ricordo/shared-design/back-office';

export const PANEL_TITLE = 'Pannello partner';
export const DEFAULT_HASH = PANEL_DEFAULT_HASH.partner;

export const SECTIONS: readonly PanelSection[] = [
  { hash: '#deceased', label: 'Lapidi digitali', load: () => import('./sections/deceased') },
  { hash: '#pages', label: 'Necrologi', load: () => import('./sections/pages') },
  { hash: '#dedic', label: 'Richieste di dedica', load: () => import('./sections/dedic') },
  { hash: '#partner-page', label: 'Pagina partner', load: () => import('./sections/partner-page') },
  { hash: '#account', label: 'Account', load: () => import('./sections/account') },
  { hash: '#qrcode', label: 'QR code', load: () => import('./sections/qrcode') },
  {
    hash: '#aggiungi-necrologio',
    label: 'Aggiungi necrologio',
    load: () => import('./sections/aggiungi-necrologio'),
  },
  { hash: '#aggiungi-defunto', label: 'Aggiungi defunto', load: () => import('./sections/aggiungi-defunto') },
];
