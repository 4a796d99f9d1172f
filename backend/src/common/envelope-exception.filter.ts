import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppError, CommonMessages } from './app-error';
import { fail } from './envelope';
import { describeThrown } from './process-survival';

/** Errors raised by Express' body parsers carry `type` and `status`. */
interface BodyParserError {
  type: string;
  status: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as BodyParserError).type === 'string' &&
    typeof (error as BodyParserError).status === 'number'
  );
}

/** Driver codes meaning the database cannot be reached (MariaDB/mysql2 and the network below it). */
const DATABASE_DOWN = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'PROTOCOL_CONNECTION_LOST',
  'ER_CON_COUNT_ERROR',
]);

function isDatabaseDown(error: unknown): boolean {
  for (let e = error as { code?: unknown; driverError?: unknown } | null, i = 0; e && i < 3; i++) {
    if (typeof e.code === 'string' && DATABASE_DOWN.has(e.code)) return true;
    e = (e.driverError ?? null) as typeof e;
  }
  return false;
}

const GENERIC: Record<number, [string, string]> = {
  [HttpStatus.BAD_REQUEST]: ['BAD_REQUEST', CommonMessages.badRequest],
  [HttpStatus.UNAUTHORIZED]: ['UNAUTHORIZED', CommonMessages.unauthorized],
  [HttpStatus.FORBIDDEN]: ['FORBIDDEN', CommonMessages.forbidden],
  [HttpStatus.NOT_FOUND]: ['NOT_FOUND', CommonMessages.notFound],
  [HttpStatus.METHOD_NOT_ALLOWED]: ['NOT_FOUND', CommonMessages.notFound],
  [HttpStatus.PAYLOAD_TOO_LARGE]: ['PAYLOAD_TOO_LARGE', CommonMessages.tooLarge],
};

/** The one writer of failed envelopes (docs/contracts.md "API envelope"), for every error of every route. */
@Catch()
export class EnvelopeExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(error: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const response = context.getResponse<Response>();
    const request = context.getRequest<Request>();
    const [status, errorCode, message, data] = this.describe(error, request);
    if (response.headersSent) {
      // Part of the answer is out (a stream failed halfway): cut the connection rather than end the body
      // cleanly, so the client (and any cache) sees a broken answer, never a short one taken as whole.
      response.destroy();
      return;
    }
    response.status(status).setHeader('Cache-Control', 'no-store');
    response.json(fail(message, errorCode, data));
  }

  private describe(error: unknown, request: Request): [number, string, string, unknown] {
    if (error instanceof AppError) {
      return [error.getStatus(), error.errorCode, error.message, error.data];
    }
    if (error instanceof HttpException || isBodyParserError(error)) {
      const status = error instanceof HttpException ? error.getStatus() : error.status;
      if (status >= 400 && status < 500) {
        const [code, message] = GENERIC[status] ?? GENERIC[HttpStatus.BAD_REQUEST];
        return [status, code, message, null];
      }
    }
    if (isDatabaseDown(error)) {
      this.logger.error({ msg: 'database unavailable', method: request.method, path: request.path });
      return [
        HttpStatus.SERVICE_UNAVAILABLE,
        'DATABASE_UNAVAILABLE',
        CommonMessages.databaseUnavailable,
        null,
      ];
    }
    // The real cause stays in the log; the visitor gets the spec's fallback text (spec public §8).
    this.logger.error({
      msg: 'unhandled error',
      method: request.method,
      path: request.path,
      error: describeThrown(error),
    });
    return [HttpStatus.INTERNAL_SERVER_ERROR, 'INTERNAL_ERROR', CommonMessages.unexpected, null];
  }
}
