import { expect } from 'vitest';
import { browser, csrfToken, signIn, type TestApp } from './test-app';

/**
 * Signs the book of the deceased (0001000 by default) as the signed-in demo client, whose condolences are
 * published at once (an anonymous one waits for its link or code); asserts it was published.
 */
export async function publishCondolence(
  testApp: TestApp,
  text: string,
  name = 'Lucia',
  qrcode = '0001000',
): Promise<void> {
  const agent = await browser(testApp);
  await signIn(agent, 'clientedemo');
  const response = await agent
    .post('/api/condolences/book')
    .set('X-CSRF-Token', await csrfToken(agent))
    .send({ name, text, qrcode })
    .expect(200);
  expect(response.body.data.pending).toBe(false);
}
