import { ArgumentsHost, Logger, NotFoundException } from '@nestjs/common';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from './app-error';
import { EnvelopeExceptionFilter } from './envelope-exception.filter';

function hostFor() {
  const written: { status?: number; body?: unknown; headers: Record<string, string> } = { headers: {} };
  const response = {
    headersSent: false,
    status(code: number) {
      written.status = code;
      return response;
    },
    setHeader(name: string, value: string) {
      written.headers[name] = value;
      return response;
    },
    json(body: unknown) {
      written.body = body;
    },
    end: vi.fn(),
    destroy: vi.fn(),
  };
  const request = { method: 'GET', path: '/api/x' };
  const host = {
    switchToHttp: () => ({ getResponse: () => response, getRequest: () => request }),
  } as unknown as ArgumentsHost;
  return { host, written, response };
}

describe('EnvelopeExceptionFilter', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers 503 with an Italian message when the database cannot be reached', () => {
    vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { host, written } = hostFor();
    const driverError = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), {
      code: 'ECONNREFUSED',
    });
    new EnvelopeExceptionFilter().catch(Object.assign(new Error('query failed'), { driverError }), host);
    expect(written.status).toBe(503);
    expect(written.body).toMatchObject({ errorCode: 'DATABASE_UNAVAILABLE' });
    expect(JSON.stringify(written.body)).toContain('non disponibile');
  });

  it('hides an unexpected error behind the Italian fallback and logs the real one', () => {
    const logged = vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { host, written } = hostFor();
    new EnvelopeExceptionFilter().catch(new Error('database password is hunter2'), host);
    expect(written.status).toBe(500);
    expect(written.body).toEqual({
      response: 'fail',
      result: 'fail',
      message: 'Errore imprevisto riprovare piu` tardi',
      errorCode: 'INTERNAL_ERROR',
      data: null,
      session: null,
    });
    expect(JSON.stringify(written.body)).not.toContain('hunter2');
    expect(JSON.stringify(logged.mock.calls)).toContain('hunter2');
  });

  it('writes an AppError with its status, code, message and data', () => {
    const { host, written } = hostFor();
    new EnvelopeExceptionFilter().catch(
      new AppError(409, 'TELEPHONE_ALREADY_EXISTS', 'Telefono già registrato', { field: 'telephone' }),
      host,
    );
    expect(written.status).toBe(409);
    expect(written.body).toMatchObject({
      errorCode: 'TELEPHONE_ALREADY_EXISTS',
      message: 'Telefono già registrato',
      data: { field: 'telephone' },
    });
  });

  it('gives framework HTTP errors an Italian message', () => {
    const { host, written } = hostFor();
    new EnvelopeExceptionFilter().catch(new NotFoundException('Cannot GET /api/x'), host);
    expect(written.status).toBe(404);
    expect(written.body).toMatchObject({ message: 'Risorsa non trovata', errorCode: 'NOT_FOUND' });
  });

  it('never answers a thrown object as a success, whatever status it claims', () => {
    vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    for (const thrown of [{ type: 'x', status: 200 }, { type: 'x', status: 302 }, Object.create(null)]) {
      const { host, written } = hostFor();
      new EnvelopeExceptionFilter().catch(thrown, host);
      expect(written.status).toBe(500);
      expect(written.body).toMatchObject({ errorCode: 'INTERNAL_ERROR' });
    }
  });

  it('cuts the connection when the answer had already started, so a short body is never taken as whole', () => {
    vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { host, written, response } = hostFor();
    response.headersSent = true;
    new EnvelopeExceptionFilter().catch(new Error('stream failed halfway'), host);
    expect(response.destroy).toHaveBeenCalledTimes(1);
    expect(response.end).not.toHaveBeenCalled();
    expect(written.body).toBeUndefined();
  });
});
