// The calls of 'Gestori' and 'Lapidi che gestisci' (docs/contracts.md "Page managers and guests").
import { api, type Schema } from '@ricordo/shared-design';

export type PageMember = Schema<'PageManagerDto'>;
export type PageInvitation = Schema<'PageInvitationDto'>;
export type ManagedPage = Schema<'ManagedPageDto'>;
export type ManagerActivityItem = Schema<'ManagerActivityItemDto'>;

const path = (deceasedId: number) => ({ id: String(deceasedId) });

export function invite(deceasedId: number, channel: 'email' | 'wa', address: string) {
  return api.call('invitePageMember', {
    path: path(deceasedId),
    body: { channel, address, role: 'manager' },
  });
}

export function revokeInvitation(deceasedId: number, invitationId: number) {
  return api.call('revokePageInvitation', {
    path: { ...path(deceasedId), invitationId: String(invitationId) },
  });
}

export function removeMember(deceasedId: number, userId: number) {
  return api.call('removePageMember', { path: { ...path(deceasedId), userId: String(userId) } });
}

export function resolveInherited(deceasedId: number, choice: 'keep' | 'clear') {
  return api.call('resolveInheritedManagers', { path: path(deceasedId), body: { choice } });
}
