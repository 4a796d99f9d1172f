// The sections of mfe_partner, in the order of spec panels §2.
import type { PanelSection } from '@ricordo/shared-design';
import { DeceasedSection } from './sections/deceased';
import { PagesSection } from './sections/pages';
import { DedicSection } from './sections/dedic';
import { PartnerPageSection } from './sections/partner-page';
import { AccountSection } from './sections/account';
import { QrcodeSection } from './sections/qrcode';
import { AggiungiNecrologioSection } from './sections/aggiungi-necrologio';
import { AggiungiDefuntoSection } from './sections/aggiungi-defunto';

export const PANEL_TITLE = 'Pannello partner';
export const DEFAULT_HASH = '#deceased';

export const SECTIONS: readonly PanelSection[] = [
  { hash: '#deceased', label: 'Lapidi digitali', Component: DeceasedSection },
  { hash: '#pages', label: 'Necrologi', Component: PagesSection },
  { hash: '#dedic', label: 'Richieste di dedica', Component: DedicSection },
  { hash: '#partner-page', label: 'Pagina partner', Component: PartnerPageSection },
  { hash: '#account', label: 'Account', Component: AccountSection },
  { hash: '#qrcode', label: 'QR code', Component: QrcodeSection },
  { hash: '#aggiungi-necrologio', label: 'Aggiungi necrologio', Component: AggiungiNecrologioSection },
  { hash: '#aggiungi-defunto', label: 'Aggiungi defunto', Component: AggiungiDefuntoSection },
];
