import { connect } from 'node:net';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/use-test-app';

/** Sends raw bytes and answers everything the server wrote before closing. */
function raw(url: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(bytes));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe("requests Node's HTTP parser refuses", () => {
  const testApp = useTestApp({});

  it('answers a URL past the header limit with 431 and the Italian envelope', async () => {
    const response = await request(testApp.url).get(`/api/search?text=${'A'.repeat(40_000)}`);
    expect(response.status).toBe(431);
    expect(response.body).toMatchObject({
      response: 'fail',
      errorCode: 'PAYLOAD_TOO_LARGE',
      message: 'Richiesta troppo grande',
    });
  });

  it('answers bytes that are not HTTP with 400 and the Italian envelope, and goes on serving', async () => {
    const answer = await raw(testApp.url, 'NOT HTTP AT ALL\r\n\u0000\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"message":"Richiesta non valida"');
    await request(testApp.url).get('/api/health/live').expect(200);
  });
});
