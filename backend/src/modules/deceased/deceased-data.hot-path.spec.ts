import type { INestApplication } from '@nestjs/common';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveDeceased } from '../../test-support/deceased-helpers';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { MetricsService } from '../metrics/metrics.service';
import { Deceased } from './deceased.entity';
import { DECEASED_DATA_BYTES, serveCachedDeceasedData } from './deceased-data.fast-path';
import { PageCacheService } from './page-cache.service';

/** The headers that must not differ between an answer through Express and one from the hot path. */
const compared = (headers: Record<string, unknown>) => {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
};

describe('deceasedData answered in front of Express (serveCachedDeceasedData)', () => {
  describe('on the application', () => {
    let testApp: TestApp;
    let app: INestApplication;

    beforeAll(async () => {
      testApp = await startTestApp();
      app = testApp.app;
    });
    afterAll(async () => {
      await testApp?.close();
    });

    const get = (path: string, headers: Record<string, string> = {}) =>
      request(app.getHttpServer()).get(path).set(headers);

    it('answers a cached public page with the same bytes and headers as the first visit did', async () => {
      const person = await saveDeceased(testApp, { name: 'Lina', surname: 'Caldi', showPage: 1 });
      const first = await get(`/api/deceased/deceasedData/${person.id}`).expect(200);
      for (const path of [
        `/api/deceased/deceasedData/${person.id}`,
        `/api/deceased/deceasedData/000${person.id}?x=1`,
      ]) {
        const again = await get(path).expect(200);
        expect(again.text).toBe(first.text);
        expect(compared(again.headers)).toEqual(compared(first.headers));
      }
    });

    it("answers 304 to the first answer's ETag, and counts every answer in the latency histogram", async () => {
      const person = await saveDeceased(testApp, { name: 'Nora', surname: 'Ponti', showPage: 1 });
      const path = `/api/deceased/deceasedData/${person.id}`;
      const metrics = app.get(MetricsService);
      const countOf = async () => {
        const { body } = await metrics.exposition();
        const line = body
          .split('\n')
          .find(
            (row) =>
              row.startsWith('ricordo_http_request_duration_seconds_count') &&
              row.includes('route="/api/deceased/deceasedData/:id"') &&
              row.includes('status_class="2xx"'),
          );
        return Number(line?.split(' ').pop() ?? 0);
      };
      const before = await countOf();
      const first = await get(path).expect(200);
      await get(path, { 'If-None-Match': String(first.headers.etag) }).expect(304);
      await get(path).expect(200);
      expect(await countOf()).toBe(before + 2);
    });

    it('never serves a page that stopped being public, nor one whose content changed', async () => {
      const person = await saveDeceased(testApp, { name: 'Ada', surname: 'Serri', showPage: 1 });
      const path = `/api/deceased/deceasedData/${person.id}`;
      await get(path).expect(200);
      await get(path).expect(200);
      const repository = testApp.dataSource.getRepository(Deceased);
      await repository.update({ id: person.id }, { name: 'Adele' });
      await app.get(PageCacheService).invalidate(person.id);
      expect((await get(path).expect(200)).body.data.name).toBe('Adele');
      await repository.update({ id: person.id }, { privacy: 'private' });
      await app.get(PageCacheService).invalidate(person.id);
      const refused = await get(path).expect(403);
      expect(refused.body).toMatchObject({ response: 'fail', errorCode: 'PAGE_NOT_PUBLIC' });
      expect(refused.text).not.toContain('Adele');
    });
  });

  describe('on a bare server', () => {
    let server: Server;
    let base: string;
    const toExpress: string[] = [];
    const held = new Map<number, Buffer>();
    const publicIds = new Set<number>();

    beforeAll(async () => {
      server = createServer((req: IncomingMessage, res: ServerResponse) => {
        toExpress.push(req.url ?? '');
        res.end('express');
      });
      serveCachedDeceasedData(server, {
        pageCache: {
          peek: <T>(id: number, kind: string) =>
            kind === DECEASED_DATA_BYTES ? (held.get(id) as T) : undefined,
        },
        reads: { peekIsPublic: (id: number) => (held.has(id) ? publicIds.has(id) : undefined) },
        observe: () => undefined,
        etag: (body) => `W/"${body.length}"`,
        logger: null,
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      held.set(7, Buffer.from('{"data":7}'));
      publicIds.add(7);
      held.set(8, Buffer.from('{"data":8}'));
    });
    afterAll(async () => {
      await new Promise((done) => server.close(done));
    });

    it('answers only a held public page itself and hands every other request to Express', async () => {
      const cases: Array<[string, string, string]> = [
        ['GET', '/api/deceased/deceasedData/7', '{"data":7}'],
        ['GET', '/api/deceased/deceasedData/0007?a=b', '{"data":7}'],
        ['GET', '/api/deceased/deceasedData/8', 'express'], // held, not public
        ['GET', '/api/deceased/deceasedData/9', 'express'], // not held
        ['GET', '/api/deceased/deceasedData/7x', 'express'],
        ['GET', '/api/deceased/deceasedData/0', 'express'],
        ['GET', '/api/deceased/deceasedData/99999999999', 'express'],
        ['POST', '/api/deceased/deceasedData/7', 'express'],
        ['GET', '/api/deceased/deceasedDataX/7', 'express'],
      ];
      for (const [method, path, expected] of cases) {
        const answer = await fetch(base + path, { method });
        expect(`${method} ${path}: ${await answer.text()}`).toBe(`${method} ${path}: ${expected}`);
      }
      expect(toExpress).toHaveLength(7);
    });

    it('refuses to wrap a server whose request listeners it does not know', () => {
      const twice = createServer(() => undefined);
      twice.on('request', () => undefined);
      expect(() =>
        serveCachedDeceasedData(twice, {
          pageCache: { peek: () => undefined },
          reads: { peekIsPublic: () => undefined },
          observe: () => undefined,
          etag: () => '',
          logger: null,
        }),
      ).toThrow(/one request listener/);
    });
  });
});
