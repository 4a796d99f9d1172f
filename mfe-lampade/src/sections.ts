// The sections of mfe_lampade, in the order of spec panels §2. Each is loaded when first opened
// (sections/<hash>/index.tsx, default export).
import { PANEL_DEFAULT_HASH } from '@ricordo/shared-design';
import type { PanelSection } from '@ricordo/shared-design/back-office';

export const PANEL_TITLE = 'Pannello lampade votive';
export const DEFAULT_HASH = PANEL_DEFAULT_HASH.lampade;

export const SECTIONS: readonly PanelSection[] = [
  { hash: '#lampade', label: 'Lampade votive', load: () => import('./sections/lampade') },
  { hash: '#rinnovi', label: 'Rinnovi in scadenza', load: () => import('./sections/rinnovi') },
  { hash: '#fatture', label: 'Fatture', load: () => import('./sections/fatture') },
  { hash: '#partner-page', label: 'Pagina partner', load: () => import('./sections/partner-page') },
  { hash: '#account', label: 'Account', load: () => import('./sections/account') },
  { hash: '#aggiungi-lampada', label: 'Aggiungi lampada', load: () => import('./sections/aggiungi-lampada') },
  {
    hash: '#aggiungi-abbonato',
    label: 'Aggiungi abbonato',
    load: () => import('./sections/aggiungi-abbonato'),
  },
];
