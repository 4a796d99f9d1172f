import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PayPalSandbox } from './paypal-sandbox';
import { SandboxErrors, type SandboxReply } from './sandbox-errors';

const MAX_BODY_BYTES = 1_000_000;

export type SandboxHandler = (req: IncomingMessage, res: ServerResponse, path: string) => Promise<void>;

/**
 * The sandbox's HTTP face, framework-free: PayPal's REST routes (token, orders create/get/capture,
 * verify-webhook-signature, all but the token behind a Bearer token the sandbox issued) and the buyer's
 * approval step (`/checkoutnow/:id/approve|cancel`). `path` is the request path below the sandbox's root.
 */
export function createSandboxHandler(sandbox: PayPalSandbox): SandboxHandler {
  return async (req, res, path) => {
    let reply: SandboxReply;
    try {
      const body = req.method === 'POST' ? await readBody(req) : '';
      reply = route(sandbox, req, path, body);
    } catch (error) {
      reply =
        error instanceof SyntaxError
          ? SandboxErrors.invalid('MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.')
          : { status: 500, body: { name: 'INTERNAL_SERVER_ERROR', message: String(error) } };
    }
    res.statusCode = reply.status;
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-store');
    res.end(JSON.stringify(reply.body));
  };
}

function route(sandbox: PayPalSandbox, req: IncomingMessage, path: string, raw: string): SandboxReply {
  const method = req.method ?? 'GET';
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };

  if (method === 'POST' && path === '/v1/oauth2/token') {
    if (new URLSearchParams(raw).get('grant_type') !== 'client_credentials')
      return SandboxErrors.invalid('UNSUPPORTED_GRANT_TYPE', 'grant_type must be client_credentials.');
    return sandbox.issueToken(header('authorization'));
  }

  const approval = /^\/checkoutnow\/([A-Za-z0-9-]{1,64})\/(approve|cancel)$/.exec(path);
  if (method === 'POST' && approval) {
    return approval[2] === 'approve' ? sandbox.approve(approval[1]) : sandbox.cancel(approval[1]);
  }

  const requestId = header('paypal-request-id');
  const json = (): unknown => (raw ? JSON.parse(raw) : null);
  const needsToken = () => !sandbox.tokenValid(header('authorization'));

  if (method === 'POST' && path === '/v2/checkout/orders') {
    if (needsToken()) return SandboxErrors.unauthorized();
    return sandbox.createOrder(json(), requestId);
  }
  const order = /^\/v2\/checkout\/orders\/([A-Za-z0-9-]{1,64})(\/capture)?$/.exec(path);
  if (order && method === 'GET' && !order[2]) {
    if (needsToken()) return SandboxErrors.unauthorized();
    return sandbox.getOrder(order[1]);
  }
  if (order && method === 'POST' && order[2]) {
    if (needsToken()) return SandboxErrors.unauthorized();
    return sandbox.captureOrder(order[1], requestId);
  }
  if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
    if (needsToken()) return SandboxErrors.unauthorized();
    return sandbox.verifyWebhookSignature(json());
  }
  return SandboxErrors.notFound();
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
