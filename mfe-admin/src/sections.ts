// The sections of mfe_admin, in the order of spec panels §2. Each is loaded when first opened
// (sections/<hash>/index.tsx, default export).
import { PANEL_DEFAULT_HASH } from '@ricordo/shared-design';
import type { PanelSection } from '@ricordo/shared-design/back-office';

export const PANEL_TITLE = 'Pannello amministratore';
export const DEFAULT_HASH = PANEL_DEFAULT_HASH.admin;

export const SECTIONS: readonly PanelSection[] = [
  { hash: '#qrcode', label: 'QR code', load: () => import('./sections/qrcode') },
  { hash: '#richiedi-qrcode', label: 'Nuovi QR code', load: () => import('./sections/richiedi-qrcode') },
  { hash: '#dedic', label: 'Dediche da approvare', load: () => import('./sections/dedic') },
  { hash: '#necrologi', label: 'Necrologi', load: () => import('./sections/necrologi') },
  { hash: '#partners', label: 'Partner', load: () => import('./sections/partners') },
  { hash: '#pages', label: 'Lapidi digitali', load: () => import('./sections/pages') },
  // spec panels §2 "Also #deceased exists as a table section": every deceased, obituaries included.
  { hash: '#deceased', label: 'Defunti', load: () => import('./sections/deceased') },
  { hash: '#aggiungi-defunto', label: 'Aggiungi defunto', load: () => import('./sections/aggiungi-defunto') },
  {
    hash: '#aggiungi-necrologi',
    label: 'Aggiungi necrologio',
    load: () => import('./sections/aggiungi-necrologi'),
  },
  { hash: '#modify', label: 'Impostazioni account', load: () => import('./sections/modify') },
  // Not a spec section: the audit log of the administrators' actions.
  { hash: '#audit', label: 'Registro attività', load: () => import('./sections/audit') },
  // Not a spec section: the outbox's dead letters (docs/contracts.md "Notifications (messaging)").
  { hash: '#messaggi', label: 'Messaggi non recapitati', load: () => import('./sections/messaggi') },
  { hash: '#contabilita', label: 'Contabilità', load: () => import('./sections/contabilita') },
  { hash: '#fatture', label: 'Fatture', load: () => import('./sections/fatture') },
  {
    hash: '#visualizza-dediche',
    label: 'Dediche del defunto',
    load: () => import('./sections/visualizza-dediche'),
    hiddenFromNav: true,
  },
  {
    hash: '#aggiungi-memorial',
    label: 'Attiva memorial',
    load: () => import('./sections/aggiungi-memorial'),
    hiddenFromNav: true,
  },
  {
    hash: '#modifica-memorial',
    label: 'Modifica memorial',
    load: () => import('./sections/modifica-memorial'),
    hiddenFromNav: true,
  },
];
