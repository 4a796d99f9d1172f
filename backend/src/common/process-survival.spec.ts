import type { LoggerService } from '@nestjs/common';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AphorismsService } from '../modules/content/aphorisms.service';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { installProcessGuards } from './process-survival';

const TOKEN = 'process-survival-spec-token-9d1e';
const SERIES = (kind: string) => `ricordo_process_faults_total{kind="${kind}"}`;

/** The value of one series in the app's /metrics (0 when not yet seen). */
async function faults(testApp: TestApp, kind: string): Promise<number> {
  const response = await request(testApp.url)
    .get('/metrics')
    .set('Authorization', `Bearer ${TOKEN}`)
    .expect(200);
  const line = response.text.split('\n').find((candidate) => candidate.startsWith(`${SERIES(kind)} `));
  return line === undefined ? 0 : Number(line.split(' ')[1]);
}

/** A logger that keeps what it is given, as the JSON console logger would print it. */
function capturingLogger(): LoggerService & { lines: string[] } {
  const lines: string[] = [];
  const keep = (message: unknown) => void lines.push(JSON.stringify(message));
  return { lines, log: keep, error: keep, warn: keep, fatal: keep };
}

/**
 * Vitest fails a run on any unhandled rejection or uncaught exception (its own process listeners); while a
 * test provokes one on purpose, only the guards under test listen.
 */
function withoutVitestListeners(): () => void {
  const rejections = process.listeners('unhandledRejection');
  const exceptions = process.listeners('uncaughtException');
  process.removeAllListeners('unhandledRejection');
  process.removeAllListeners('uncaughtException');
  return () => {
    process.removeAllListeners('unhandledRejection');
    process.removeAllListeners('uncaughtException');
    for (const listener of rejections) process.on('unhandledRejection', listener);
    for (const listener of exceptions) process.on('uncaughtException', listener);
  };
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the process survives what it cannot answer', () => {
  let testApp: TestApp;
  let restoreListeners: (() => void) | null = null;
  let uninstall: (() => void) | null = null;

  beforeAll(async () => {
    testApp = await startTestApp({}, { METRICS_TOKEN: TOKEN });
  }, 60_000);
  afterEach(() => {
    uninstall?.();
    uninstall = null;
    restoreListeners?.();
    restoreListeners = null;
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('logs an unhandled rejection with the request in flight, counts it in /metrics and goes on', async () => {
    const before = await faults(testApp, 'unhandled_rejection');
    const logger = capturingLogger();
    const exit = vi.fn();
    restoreListeners = withoutVitestListeners();
    uninstall = installProcessGuards({ logger, close: () => testApp.app.close(), exit });

    // A forgotten promise inside a request's work: it rejects while the answer is still being made.
    const aphorisms = testApp.app.get(AphorismsService);
    const list = aphorisms.list.bind(aphorisms);
    vi.spyOn(aphorisms, 'list').mockImplementationOnce(async () => {
      void Promise.reject(new Error('forgotten promise of the spec'));
      await tick(50);
      return list();
    });
    await request(testApp.url).get('/api/content/getAphorism').expect(200);

    expect(await faults(testApp, 'unhandled_rejection')).toBe(before + 1);
    const line = logger.lines.find((entry) => entry.includes('unhandled rejection'));
    expect(line).toContain('forgotten promise of the spec');
    expect(line).toContain('GET /api/content/getAphorism');
    expect(exit).not.toHaveBeenCalled();
    await request(testApp.url).get('/api/health/live').expect(200);
  });

  it('answers a 500 envelope in Italian whatever a handler throws, Error or not', async () => {
    const aphorisms = testApp.app.get(AphorismsService);
    const thrown: unknown[] = ['a string', 42, null, undefined, Object.create(null), { status: 200 }];
    for (const value of thrown) {
      vi.spyOn(aphorisms, 'list').mockImplementationOnce(() => Promise.reject(value));
      const response = await request(testApp.url).get('/api/content/getAphorism');
      expect(response.status, `thrown ${String(typeof value)}`).toBe(500);
      expect(response.body).toMatchObject({
        response: 'fail',
        errorCode: 'INTERNAL_ERROR',
        message: 'Errore imprevisto riprovare piu` tardi',
      });
    }
    await request(testApp.url).get('/api/content/getAphorism').expect(200);
  });

  it('on an uncaught exception logs and counts it, closes the app and exits with 1', async () => {
    const victim = await startTestApp({}, { METRICS_TOKEN: TOKEN });
    const logger = capturingLogger();
    let exited: (code: number) => void = () => undefined;
    const exitCode = new Promise<number>((resolve) => (exited = resolve));
    const close = vi.fn(() => victim.app.close());
    const before = await faults(victim, 'uncaught_exception');
    restoreListeners = withoutVitestListeners();
    uninstall = installProcessGuards({ logger, close, exit: (code) => exited(code) });

    // Thrown from a callback: no promise, no filter can catch it; the state it left is unknown.
    setTimeout(() => {
      throw new Error('invariant broken in a callback');
    }, 1);

    expect(await exitCode).toBe(1);
    expect(close).toHaveBeenCalledTimes(1);
    const line = logger.lines.find((entry) => entry.includes('uncaught exception'));
    expect(line).toContain('invariant broken in a callback');
    // The counter is process-wide: the surviving app's registry shows it too.
    expect(await faults(testApp, 'uncaught_exception')).toBe(before + 1);
    await expect(request(victim.url).get('/api/health/live')).rejects.toThrow();
    await victim.database.dispose();
  });
});
