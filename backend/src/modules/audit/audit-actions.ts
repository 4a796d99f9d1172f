// Every action the audit log can hold and its Italian label in the admin's #audit ('Registro attività', the
// log of the administrators' actions, acting-as included, that DESIGN "Security" asks for; UI text is Italian).
// A recorder may only write an action of this table (`AuditRecord.action` is `AuditAction`), so an action
// added tomorrow does not compile without its label; audit-actions.spec.ts walks the recorders too.

/** A change made by an admin acting as a user: `acting.<operationId>` (ActingAuditInterceptor). */
export const ACTING_ACTION_PREFIX = 'acting.';

export const AUDIT_ACTION_LABELS = {
  // Acting for a user (auth/acting)
  'acting.start': 'Inizio accesso come utente',
  'acting.end': 'Fine accesso come utente',
  // Accounts (spec panels §5)
  'account.username': 'Username modificato',
  // Partners (spec panels §8)
  acceptPartner: 'Partner accettato',
  denyPartner: 'Partner rifiutato',
  downgradePartner: 'Partner disattivato',
  'partnerEdit:name': 'Pagina partner: nome modificato',
  'partnerEdit:type': 'Pagina partner: tipo modificato',
  'partnerEdit:description': 'Pagina partner: descrizione modificata',
  'partnerEdit:edit-logo': 'Pagina partner: logo modificato',
  'partnerEdit:add-image': 'Pagina partner: immagine aggiunta',
  'partnerEdit:add-video': 'Pagina partner: video aggiunto',
  'partnerEdit:remove-image': 'Pagina partner: immagine rimossa',
  'partnerEdit:remove-video': 'Pagina partner: video rimosso',
  'partnerEdit:social': 'Pagina partner: social modificati',
  // QR codes
  'qrcode.generate': 'QR code generati',
  'qrcode.delete': 'QR code eliminato',
  'qrcode.sold': 'QR code venduto',
  'qrcode.contoVendita': 'QR code: conto vendita modificato',
  // Deceased, notices, memorials
  'deceased.enable': 'Defunto abilitato',
  'deceased.disable': 'Defunto disabilitato',
  'deceased.contoVendita': 'Defunto: conto vendita modificato',
  'deceased.delete': 'Defunto eliminato',
  'deceased.changeOwner': 'Proprietà della lapide ceduta',
  'page.privacy': 'Pagina: visibilità modificata',
  'page.privacyKey': 'Pagina: nuovo link segreto',
  'obituary.addDeceased': 'Defunto aggiunto',
  'obituary.deceasedAndObituary': 'Necrologio e lapide aggiunti',
  'obituary.addPoster': 'Necrologio aggiunto',
  'obituary.editDeceasedAndObituary': 'Defunto e necrologio modificati',
  'obituary.obituaryModify': 'Necrologio modificato',
  'obituary.deceasedModify': 'Defunto modificato',
  'obituary.delete': 'Necrologio eliminato',
  'obituary.deleteNotice': 'Necrologio rimosso dal defunto',
  'memorial.add': 'Memorial aggiunto',
  'memorial.edit': 'Memorial modificato',
  'memorial.delete': 'Memorial eliminato',
  // Dedications
  'dedication.accept': 'Dedica approvata',
  'dedication.refuse': 'Dedica rifiutata',
  'dedication.edit': 'Dedica modificata',
  'dedication.delete': 'Dedica eliminata',
  'dedication.gift': 'Dono aggiunto',
  // A page's managers (docs/contracts.md "Page managers and guests"), read by its owner
  'pageManager.join': 'Gestore: invito accettato',
  'pageManager.dedicationAccept': 'Gestore: dedica approvata',
  'pageManager.dedicationRefuse': 'Gestore: dedica rifiutata',
  'pageManager.afterDeadline': 'Gestore: scelta dopo la scadenza modificata',
  'pageManager.dateAdd': 'Gestore: data del calendario aggiunta',
  'pageManager.dateEdit': 'Gestore: data del calendario modificata',
  'pageManager.dateDelete': 'Gestore: data del calendario eliminata',
  'pageManager.gravePoint': 'Gestore: posizione della tomba modificata',
  // Settings
  setManifestConfig: 'Impostazioni del manifesto modificate',
  'ricordoCompany.edit': 'Dati aziendali di Ricordo modificati',
} as const satisfies Record<string, string>;

/** What a recorder may write: an action of the table, or a change made while acting for a user. */
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS | `${typeof ACTING_ACTION_PREFIX}${string}`;

const ACTION_MAX = 64;

/** The row of a change made while acting: `acting.<operationId>`, cut to the column's size. */
export function actingAction(operationId: string): AuditAction {
  return `${ACTING_ACTION_PREFIX}${operationId}`.slice(0, ACTION_MAX) as AuditAction;
}

/** True for the rows written while an admin acted as a user: only there the admin acted on someone's behalf. */
export function isActingAction(action: string): boolean {
  return action.startsWith(ACTING_ACTION_PREFIX);
}

/** The Italian label of an action; a row written under a code since retired shows its code. */
export function auditActionLabel(action: string): string {
  if (Object.hasOwn(AUDIT_ACTION_LABELS, action))
    return AUDIT_ACTION_LABELS[action as keyof typeof AUDIT_ACTION_LABELS];
  if (isActingAction(action)) return `Modifica come utente (${action.slice(ACTING_ACTION_PREFIX.length)})`;
  return action;
}
