// The sections of mfe_admin, in the order of spec panels §2.
import type { PanelSection } from '@ricordo/shared-design';
import { QrcodeSection } from './sections/qrcode';
import { RichiediQrcodeSection } from './sections/richiedi-qrcode';
import { DedicSection } from './sections/dedic';
import { NecrologiSection } from './sections/necrologi';
import { PartnersSection } from './sections/partners';
import { PagesSection } from './sections/pages';
import { AggiungiDefuntoSection } from './sections/aggiungi-defunto';
import { AggiungiNecrologiSection } from './sections/aggiungi-necrologi';
import { ModifySection } from './sections/modify';
import { VisualizzaDedicheSection } from './sections/visualizza-dediche';
import { AggiungiMemorialSection } from './sections/aggiungi-memorial';
import { ModificaMemorialSection } from './sections/modifica-memorial';
import { MessaggiSection } from './sections/messaggi';

export const PANEL_TITLE = 'Pannello amministratore';
export const DEFAULT_HASH = '#qrcode';

export const SECTIONS: readonly PanelSection[] = [
  { hash: '#qrcode', label: 'QR code', Component: QrcodeSection },
  { hash: '#richiedi-qrcode', label: 'Nuovi QR code', Component: RichiediQrcodeSection },
  { hash: '#dedic', label: 'Dediche da approvare', Component: DedicSection },
  { hash: '#necrologi', label: 'Necrologi', Component: NecrologiSection },
  { hash: '#partners', label: 'Partner', Component: PartnersSection },
  { hash: '#pages', label: 'Lapidi digitali', Component: PagesSection },
  { hash: '#aggiungi-defunto', label: 'Aggiungi defunto', Component: AggiungiDefuntoSection },
  { hash: '#aggiungi-necrologi', label: 'Aggiungi necrologio', Component: AggiungiNecrologiSection },
  { hash: '#modify', label: 'Impostazioni account', Component: ModifySection },
  // Not a spec section: the outbox's dead letters (issue 3, messaging).
  { hash: '#messaggi', label: 'Messaggi non recapitati', Component: MessaggiSection },
  {
    hash: '#visualizza-dediche',
    label: 'Dediche del defunto',
    Component: VisualizzaDedicheSection,
    hiddenFromNav: true,
  },
  {
    hash: '#aggiungi-memorial',
    label: 'Attiva memorial',
    Component: AggiungiMemorialSection,
    hiddenFromNav: true,
  },
  {
    hash: '#modifica-memorial',
    label: 'Modifica memorial',
    Component: ModificaMemorialSection,
    hiddenFromNav: true,
  },
];
