import { EventEmitter } from 'node:events';
import type { LoggerService } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { requestLogger } from './http-middleware';

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
