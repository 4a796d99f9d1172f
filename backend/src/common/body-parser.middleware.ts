import { Injectable, NestMiddleware } from '@nestjs/common';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { AppError, CommonMessages } from './app-error';

/** JSON and form bodies share one limit; uploads (multipart) stream elsewhere. */
export const BODY_LIMIT = '1mb';

/**
 * The shape a JSON or form body may take. No form of the platform nests more than a few levels, names more
 * than a few dozen fields or sends lists of more than a few hundred entries; past these the body is refused
 * before validation. A body nested thousands of levels deep (a few KB) would overflow the stack of the
 * validators, which walk it recursively; one with tens of thousands of unknown keys or entries (a few hundred
 * KB, under the size limit) would hold the request thread while the validators build an error for each.
 */
export const BODY_SHAPE = { depth: 16, keysPerObject: 200, itemsPerArray: 2000 } as const;

/** True when `value` nests, names or lists more than `shape` allows; iterative, so any depth is safe. */
export function exceedsShape(value: unknown, shape: typeof BODY_SHAPE = BODY_SHAPE): boolean {
  const stack: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth + 1 > shape.depth) return true;
    const children = Array.isArray(node) ? node : Object.values(node as Record<string, unknown>);
    if (children.length > (Array.isArray(node) ? shape.itemsPerArray : shape.keysPerObject)) return true;
    for (const child of children) {
      if (typeof child === 'object' && child !== null) stack.push({ node: child, depth: depth + 1 });
    }
  }
  return false;
}

/** The bytes of a JSON body as received, for routes that check a signature over them (provider webhooks). */
export function rawBodyOf(req: Request): Buffer | undefined {
  return (req as Request & { rawBody?: Buffer }).rawBody;
}

/** express.json keeping the raw bytes beside the parsed body (rawBodyOf). */
export const parseJsonKeepingRaw: RequestHandler = express.json({
  limit: BODY_LIMIT,
  verify: (req, _res, buffer) => {
    (req as Request & { rawBody?: Buffer }).rawBody = buffer;
  },
});

const parsers: RequestHandler[] = [
  parseJsonKeepingRaw,
  // The spec's forms post application/x-www-form-urlencoded (spec public §7).
  express.urlencoded({ extended: false, limit: BODY_LIMIT }),
];

function run(parser: RequestHandler, req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    void parser(req, res, (error?: unknown) => (error ? reject(error as Error) : resolve()));
  });
}

/**
 * Body parsing as Nest middleware rather than plain Express middleware, so that a malformed or oversized
 * body is thrown into the exception filter and answered in the envelope like any other error.
 */
@Injectable()
export class BodyParserMiddleware implements NestMiddleware {
  async use(req: Request, res: Response, next: NextFunction): Promise<void> {
    for (const parser of parsers) await run(parser, req, res);
    if (exceedsShape(req.body)) {
      throw new AppError(400, 'BAD_REQUEST', CommonMessages.badRequest);
    }
    next();
  }
}
