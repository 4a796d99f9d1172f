// The sections of mfe_lampade, in the order of spec panels §2.
import type { PanelSection } from '@ricordo/shared-design';
import { LampadeSection } from './sections/lampade';
import { PartnerPageSection } from './sections/partner-page';
import { AccountSection } from './sections/account';
import { AggiungiLampadaSection } from './sections/aggiungi-lampada';
import { AggiungiAbbonatoSection } from './sections/aggiungi-abbonato';

export const PANEL_TITLE = 'Pannello lampade votive';
export const DEFAULT_HASH = '#lampade';

export const SECTIONS: readonly PanelSection[] = [
  { hash: '#lampade', label: 'Lampade votive', Component: LampadeSection },
  { hash: '#partner-page', label: 'Pagina partner', Component: PartnerPageSection },
  { hash: '#account', label: 'Account', Component: AccountSection },
  { hash: '#aggiungi-lampada', label: 'Aggiungi lampada', Component: AggiungiLampadaSection },
  { hash: '#aggiungi-abbonato', label: 'Aggiungi abbonato', Component: AggiungiAbbonatoSection },
];
