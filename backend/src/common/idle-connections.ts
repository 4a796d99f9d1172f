import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open. Node closes them after 5 s; a client that pools
 * connections without reading the Keep-Alive hint (Playwright's request context, nginx's upstream pool with
 * its 60 s `keepalive_timeout`) can send on a socket at the instant the server closes it and gets
 * ECONNRESET. The server must be the slower of the two to close, so it waits longer than nginx.
 */
export const IDLE_CONNECTION_MS = 65_000;

/** Keeps idle connections past every pooling client's own timeout (headersTimeout must exceed it). */
export function keepIdleConnections(server: Server): void {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
}
