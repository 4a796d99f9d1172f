// The sections of mfe_client, in the order of spec panels §2. Each is loaded when first opened
// (sections/<hash>/index.tsx, default export).
import { PANEL_DEFAULT_HASH } from '@ricordo/shared-design';
import type { PanelSection } from '@ricordo/shared-design/back-office';

export const PANEL_TITLE = 'Il mio pannello';
export const DEFAULT_HASH = PANEL_DEFAULT_HASH.client;

export const SECTIONS: readonly PanelSection[] = [
  { hash: '#account', label: 'Il mio account', load: () => import('./sections/account') },
  { hash: '#pages', label: 'Le mie lapidi digitali', load: () => import('./sections/pages') },
  { hash: '#dedic', label: 'Dediche da approvare', load: () => import('./sections/dedic') },
  { hash: '#ricorrenze', label: 'Ricorrenze e tomba', load: () => import('./sections/ricorrenze') },
  { hash: '#lampade', label: 'Lampade votive', load: () => import('./sections/lampade') },
];
