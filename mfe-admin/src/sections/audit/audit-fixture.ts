import type { AuditEntry } from './audit-api';

/** An audit log row as the API answers it: a QR generation by the admin, unless `overrides` say otherwise. */
export const auditEntry = (ID: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  ID,
  actorUserId: 1,
  actorUsername: 'adminricordo',
  actedUserId: null,
  actedUsername: null,
  action: 'qrcode.generate',
  actionLabel: 'QR code generati',
  onBehalf: false,
  targetType: 'qrcode',
  targetId: null,
  oldValues: null,
  newValues: null,
  reason: null,
  time: 1764000000,
  ...overrides,
});
