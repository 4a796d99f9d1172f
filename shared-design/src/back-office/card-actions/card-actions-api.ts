// The calls of the card actions (issue 11 contract "BC": sendCard through the outbox, partnerSend).
import { api } from '@ricordo/shared-design';

/** POST api/obituaries/sendCard {deceasedID, phone}: the card's link by WhatsApp (outbox). */
export async function sendCard(deceasedID: string, phone: string): Promise<string> {
  return (await api.post('/obituaries/sendCard', { deceasedID, phone })).message;
}

/** GET api/partnerSend/:id: the page data sent to the partner. */
export async function partnerSend(deceasedID: string): Promise<string> {
  return (await api.get(`/partnerSend/${deceasedID}`, { csrf: true })).message;
}
