// The sections of mfe_client, in the order of spec panels §2.
import type { PanelSection } from '@ricordo/shared-design';
import { AccountSection } from './sections/account';
import { PagesSection } from './sections/pages';
import { DedicSection } from './sections/dedic';

export const PANEL_TITLE = 'Il mio pannello';
export const DEFAULT_HASH = '#account';

export const SECTIONS: readonly PanelSection[] = [
  { hash: '#account', label: 'Il mio account', Component: AccountSection },
  { hash: '#pages', label: 'Le mie lapidi digitali', Component: PagesSection },
  { hash: '#dedic', label: 'Dediche da approvare', Component: DedicSection },
];
