import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/use-test-app';

const GET = 'GET /api/health/live HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n';

/** Two requests on one socket, the second after `idleMs` of silence: the answers' status lines. */
function twoRequestsOnOneSocket(url: string, idleMs: number): Promise<string[]> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const statuses: string[] = [];
    const socket = connect(Number(port), hostname, () => socket.write(GET));
    socket.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\r\n')) {
        if (line.startsWith('HTTP/1.1 ')) statuses.push(line);
      }
      if (statuses.length === 1) setTimeout(() => socket.write(GET), idleMs);
      if (statuses.length === 2) socket.end();
    });
    socket.on('close', () => resolve(statuses));
    socket.on('error', reject);
  });
}

describe('idle keep-alive connections', () => {
  const testApp = useTestApp({});

  it("stay open past Node's 5 s default, so a pooled client never sends on a socket being closed", async () => {
    const statuses = await twoRequestsOnOneSocket(testApp.url, 6_000);
    expect(statuses).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 200 OK']);
  }, 20_000);
});
