import { Injectable, NestMiddleware } from '@nestjs/common';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/** JSON and form bodies share one limit; uploads (multipart) stream elsewhere. */
export const BODY_LIMIT = '1mb';

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
    next();
  }
}
