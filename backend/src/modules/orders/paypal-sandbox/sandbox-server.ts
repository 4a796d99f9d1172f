import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PayPalSandbox } from './paypal-sandbox';
import { createSandboxHandler, type SandboxHandler } from './sandbox-handler';

export interface RunningSandbox {
  sandbox: PayPalSandbox;
  handler: SandboxHandler;
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

/** Starts the PayPal sandbox on an ephemeral loopback port. */
export async function startPayPalSandbox(): Promise<RunningSandbox> {
  const sandbox = new PayPalSandbox();
  const handler = createSandboxHandler(sandbox);
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
    void handler(req, res, path);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  sandbox.baseUrl = url;
  return {
    sandbox,
    handler,
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
