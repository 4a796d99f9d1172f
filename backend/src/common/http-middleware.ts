import type { LoggerService } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/**
 * Headers every answer carries (DESIGN "Security"). Scripts, styles and connections come from this origin
 * only; remotes are served from the same origin under /remotes, so 'self' covers them. The HTML page may
 * add a per-answer nonce for the one <style> element the design kit writes (see contentSecurityPolicy).
 */
export function contentSecurityPolicy(styleNonce?: string): string {
  const directives = CSP_DIRECTIVES.map((directive) =>
    styleNonce && directive === "style-src 'self'" ? `${directive} 'nonce-${styleNonce}'` : directive,
  );
  return (payPalCheckout ? withPayPal(directives) : directives).join('; ');
}

/**
 * PayPal's JS SDK buttons (real checkout only) load scripts, styles, images and frames from PayPal and
 * call it (PayPal's "JavaScript SDK best practices" list these origins). The orders module sets this once
 * at start from its configuration; the test checkout never adds them. It is per process: one app each.
 */
let payPalCheckout = false;
const PAYPAL_SOURCES = 'https://*.paypal.com https://*.paypalobjects.com';

export function allowPayPalCheckoutInCsp(enabled: boolean): void {
  payPalCheckout = enabled;
}

function withPayPal(directives: string[]): string[] {
  const extended = directives.map((directive) =>
    /^(script|style|img|connect)-src /.test(directive) ? `${directive} ${PAYPAL_SOURCES}` : directive,
  );
  return [...extended, `frame-src 'self' ${PAYPAL_SOURCES}`];
}

const CSP_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
];

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** The headers every answer carries; an /api answer adds `Cache-Control: no-store` (API_HEADERS). */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
];
export const API_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ...SECURITY_HEADERS,
  ['Cache-Control', 'no-store'],
];

export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  const api = req.path.startsWith('/api/') || req.path === '/api';
  for (const [name, value] of api ? API_HEADERS : SECURITY_HEADERS) res.setHeader(name, value);
  next();
}

/** One structured line per request: method, path (never the query, which may hold tokens), status, ms. */
export function requestLogger(logger: LoggerService) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      logRequest(logger, req.method, req.path, res.statusCode, started);
    });
    next();
  };
}

/** The request's log line (requestLogger's, and the hot path's in front of Express). */
export function logRequest(
  logger: LoggerService,
  method: string,
  path: string,
  status: number,
  started: bigint,
): void {
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  logger.log({ msg: 'request', method, path, status, ms: Math.round(ms * 10) / 10 }, 'HTTP');
}

/**
 * X-Ricordo-Instance: which instance answered (INSTANCE_ID, set per instance by deploy/systemd), so a proxy's
 * spreading of requests can be seen and tested. Not set when INSTANCE_ID is empty.
 */
export function instanceHeader(instanceId: string | undefined) {
  const id = instanceId?.trim();
  return (_req: Request, res: Response, next: NextFunction): void => {
    if (id) res.setHeader('X-Ricordo-Instance', id);
    next();
  };
}
