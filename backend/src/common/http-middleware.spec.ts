import { EventEmitter } from 'node:events';
import type { LoggerService } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { instanceHeader, requestLogger } from './http-middleware';

describe('requestLogger', () => {
  it('logs method, path, status and duration, never the query string', () => {
    const log = vi.fn();
    const logger = { log } as unknown as LoggerService;
    const res = Object.assign(new EventEmitter(), { statusCode: 204 }) as unknown as Response;
    const req = {
      method: 'POST',
      path: '/api/auth/autologin',
      originalUrl: '/api/auth/autologin?token=secret',
    } as Request;
    const next = vi.fn() as NextFunction;
    requestLogger(logger)(req, res, next);
    (res as unknown as EventEmitter).emit('finish');
    expect(next).toHaveBeenCalled();
    const [entry] = log.mock.calls[0] as [Record<string, unknown>];
    expect(entry).toMatchObject({ msg: 'request', method: 'POST', path: '/api/auth/autologin', status: 204 });
    expect(typeof entry.ms).toBe('number');
    expect(JSON.stringify(entry)).not.toContain('secret');
  });
});

describe('instanceHeader', () => {
  it('names the answering instance when INSTANCE_ID is set, and nothing otherwise', () => {
    for (const [id, expected] of [
      ['3001', ['X-Ricordo-Instance', '3001']],
      [undefined, undefined],
    ] as const) {
      const setHeader = vi.fn();
      const next = vi.fn();
      instanceHeader(id)({} as Request, { setHeader } as unknown as Response, next as NextFunction);
      if (expected) expect(setHeader).toHaveBeenCalledWith(...expected);
      else expect(setHeader).not.toHaveBeenCalled();
      expect(next).toHaveBeenCalledOnce();
    }
  });
});
