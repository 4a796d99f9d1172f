/// <reference types="node" />
// A tiny real HTTP server standing in for the backend in client and session tests: it issues CSRF tokens,
// records every request, and answers with the envelopes a test sets up. The tests run in jsdom, whose
// origin differs from the server's, so it also answers CORS preflights like a same-origin server would
// simply accept the requests.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface Reply {
  status?: number;
  /** JSON body; a string is sent as is (to simulate a proxy's HTML error page). */
  body: unknown;
}

export type Handler = (request: RecordedRequest) => Reply;

export interface TestServer {
  origin: string;
  requests: RecordedRequest[];
  /** The tokens handed out so far, in order. */
  issuedTokens: string[];
  on: (method: string, path: string, handler: Handler) => void;
  close: () => Promise<void>;
}

export function envelope(data: unknown, extra: Record<string, unknown> = {}) {
  return {
    response: 'success',
    result: 'success',
    message: '',
    errorCode: null,
    data,
    session: null,
    ...extra,
  };
}

export function failure(message: string, errorCode: string | null) {
  return { response: 'fail', result: 'fail', message, errorCode, data: null, session: null };
}

export async function startTestServer(allowedOrigin: string): Promise<TestServer> {
  const handlers = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const issuedTokens: string[] = [];

  handlers.set('GET /api/auth/securitytoken', () => {
    const token = `csrf-${issuedTokens.length + 1}-${Math.random().toString(36).slice(2)}`;
    issuedTokens.push(token);
    return { body: envelope({ _csrf: token }) };
  });

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', allowedOrigin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type, X-CSRF-Token, Accept');
      res.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const handler = handlers.get(`${recorded.method} ${recorded.path}`);
      const reply: Reply = handler
        ? handler(recorded)
        : { status: 404, body: failure('Not found', 'NOT_FOUND') };
      const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      res.writeHead(reply.status ?? 200, {
        'Content-Type': typeof reply.body === 'string' ? 'text/html' : 'application/json',
      });
      res.end(text);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    issuedTokens,
    on(method, path, handler) {
      handlers.set(`${method} ${path}`, handler);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
