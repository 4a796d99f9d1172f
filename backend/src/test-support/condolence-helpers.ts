import { expect } from 'vitest';
import { browser, csrfToken, type TestApp } from './test-app';

/** A phone known to a demo account (Lucia Ferri): a condolence signed with it is published at once. */
export const KNOWN_PHONE_SIGNER = {
  number: '3479876543',
  accountName: 'Lucia',
  accountSurname: 'Ferri',
} as const;

/** Signs the book of the deceased (0001000 by default) from the known phone; asserts it was published. */
export async function publishCondolence(
  testApp: TestApp,
  text: string,
  name = 'Lucia',
  qrcode = '0001000',
): Promise<void> {
  const agent = await browser(testApp);
  const response = await agent
    .post('/api/condolences/book')
    .set('X-CSRF-Token', await csrfToken(agent))
    .send({ name, text, qrcode, ...KNOWN_PHONE_SIGNER, terms: true })
    .expect(200);
  expect(response.body.data.pending).toBe(false);
}
