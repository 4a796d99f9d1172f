import { Injectable, NestMiddleware } from '@nestjs/common';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { AppError, CommonMessages } from './app-error';

/** JSON and form bodies share one limit; uploads (multipart) stream elsewhere. */
export const BODY_LIMIT = '1mb';

/**
 * How deeply objects and arrays may nest in a JSON body. No form of the platform needs more than a few
 * levels; a body nested thousands of levels deep (a few KB) would overflow the stack of the validators,
 * which walk it recursively, and answer 500 on every JSON route.
 */
export const MAX_JSON_DEPTH = 16;

/** True when `value` nests objects or arrays deeper than `limit`; iterative, so any depth is safe. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(node as Record<string, unknown>)) {
      if (typeof child === 'object' && child !== null) stack.push({ node: child, depth: depth + 1 });
    }
  }
  return false;
}

const parsers: RequestHandler[] = [
  express.json({ limit: BODY_LIMIT }),
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
    if (nestsDeeperThan(req.body, MAX_JSON_DEPTH)) {
      throw new AppError(400, 'BAD_REQUEST', CommonMessages.badRequest);
    }
    next();
  }
}
