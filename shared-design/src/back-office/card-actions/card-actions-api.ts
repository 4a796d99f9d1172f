// The calls of the card actions by operationId: sendCard (through the outbox) and partnerSend.
import { api } from '@ricordo/shared-design';

/** sendCard {deceasedID, phone}: the card's link by WhatsApp (outbox). */
export async function sendCard(deceasedID: string, phone: string): Promise<string> {
  return (await api.call('sendCard', { body: { deceasedID, phone } })).message;
}

/** POST partnerSend/:id: the page data sent to the signed-in partner. */
export async function partnerSend(deceasedID: string): Promise<string> {
  return (await api.call('partnerSend', { path: { id: deceasedID } })).message;
}
