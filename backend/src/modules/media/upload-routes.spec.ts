import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ACCOUNT_TEST_ENV, clearThrottles } from '../../test-support/account-helpers';
import { declaredRoutes, type DeclaredRoute } from '../../test-support/declared-routes';
import { newcomer, tombstone } from '../../test-support/activation-fixtures';
import { saveDeceased } from '../../test-support/deceased-helpers';
import { jpegWithGps, mp4Video } from '../../test-support/media-fixtures';
import { CUT_BOUNDARY, looksItalian, multipartWithCuts, sendRaw } from '../../test-support/multipart-cuts';
import { browser, csrfToken, signIn, type Browser } from '../../test-support/test-app';
import { savePlaque } from '../../test-support/qr-helpers';
import { useTestApp } from '../../test-support/use-test-app';
import type { Role } from '../auth/request-auth';
import { User } from '../accounts/user.entity';
import { Deceased } from '../deceased/deceased.entity';
import { Partner } from '../partners/partner.entity';
import { ACTIVATION_THROTTLES } from '../qrcodes/activation.service';
import { QrCode } from '../qrcodes/qr-code.entity';

// Every route that takes uploads, found from the controllers' metadata, survives a body cut off
// anywhere; and a target that is not the caller's is refused before the body is read.
const testApp = useTestApp(ACCOUNT_TEST_ENV);

const ACCOUNT_OF: Record<Role, string> = {
  admin: 'adminricordo',
  partner: 'partnerdemo',
  client: 'clientedemo',
  gestorelampade: 'lampadedemo',
};
const agents = new Map<string, Browser>();

/** Who sends the cut bodies: the route's first role; a route without roles anonymously and signed in. */
async function agentsFor(route: DeclaredRoute): Promise<Array<[string, Browser]>> {
  const names = route.roles?.[0] ? [ACCOUNT_OF[route.roles[0]]] : ['anonymous', 'clientedemo', 'partnerdemo'];
  const found: Array<[string, Browser]> = [];
  for (const who of names) {
    let agent = agents.get(who);
    if (!agent) {
      agent = await browser(testApp);
      if (who !== 'anonymous') await signIn(agent, who);
      agents.set(who, agent);
    }
    found.push([who, agent]);
  }
  return found;
}

function uploadRoutes(): DeclaredRoute[] {
  return declaredRoutes(testApp.app)
    .filter((route) => route.consumes.includes('multipart/form-data'))
    .map((route) => ({ ...route, path: route.path.replace(/:(\w+)/g, '1') }));
}

function tmpFiles(): string[] {
  const tmp = join(testApp.config.mediaDir, 'tmp');
  return existsSync(tmp) ? readdirSync(tmp) : [];
}

describe('every upload route, its body cut off', () => {
  it('is found: the public, account and panels forms', () => {
    const paths = uploadRoutes().map((route) => `${route.method} ${route.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /api/partners/sendform/partner',
        'POST /api/dedications/sendform/dedic',
        'POST /api/qrcodes/sendform/activate',
        'POST /api/memorials/sendform/memorial',
        'POST /api/partners/partnerEdit',
        'POST /api/obituaries/createManifest',
        'POST /api/admin/editDedic',
        'POST /api/admin/dedicAdmin',
        'POST /api/admin/addMemorialToDeceased',
      ]),
    );
    expect(paths.length).toBeGreaterThanOrEqual(12);
  });

  // About 900 requests: seconds on a quiet machine, more beside a loaded one (the guard is generous). If it
  // ends early (its time guard), the loop stops too, so no request of it runs into the tests after it.
  it(
    'answers 4xx in Italian at every cut, stays up and leaves no temporary file',
    { timeout: 300_000 },
    async () => {
      let ended = false;
      onTestFinished(() => {
        ended = true;
      });
      const users = testApp.dataSource.getRepository(User);
      const partnerUser = await users.findOneByOrFail({ username: 'partnerdemo' });
      const partner = await testApp.dataSource
        .getRepository(Partner)
        .findOneByOrFail({ userId: partnerUser.id });
      const { body, cuts } = multipartWithCuts([
        // The target fields first, so the signed-in owners' checks pass and the parser meets the cut.
        { name: 'partnerid', value: String(partner.id) },
        { name: 'edit-type', value: 'add-image' },
        { name: 'nameTo', value: 'Maria Rossi' },
        { name: 'file', filename: 'a.jpg', data: await jpegWithGps() },
        { name: 'photo', filename: 'b.jpg', data: await jpegWithGps() },
        { name: 'images', filename: 'c.jpg', data: await jpegWithGps() },
        { name: 'manifest_photo', filename: 'd.jpg', data: await jpegWithGps() },
        { name: 'video', filename: 'v.mp4', data: mp4Video(64 * 1024) },
        { name: 'not-a-file-field', filename: 'x.bin', data: Buffer.alloc(40_000, 9) },
      ]);
      const interruptedOn = new Set<string>();
      let sent = 0;
      for (const route of uploadRoutes())
        for (const [who, agent] of await agentsFor(route)) {
          for (const cut of cuts) {
            if (ended) return;
            await clearThrottles(testApp);
            const answer = await agent
              .post(route.path)
              .set('X-CSRF-Token', await csrfToken(agent))
              .set('Content-Type', `multipart/form-data; boundary=${CUT_BOUNDARY}`)
              .send(body.subarray(0, cut.at));
            sent += 1;
            const seen = { route: route.path, who, cut: cut.label, status: answer.status };
            expect(seen).toEqual({ ...seen, status: expect.toSatisfy((s: number) => s >= 400 && s < 500) });
            expect({ ...seen, message: answer.body?.message }).toEqual({
              ...seen,
              message: expect.toSatisfy(looksItalian),
            });
            if (answer.body?.errorCode === 'UPLOAD_INTERRUPTED') interruptedOn.add(route.path);
            await vi.waitFor(() => expect({ ...seen, tmp: tmpFiles() }).toEqual({ ...seen, tmp: [] }));
          }
          await request(testApp.url).get('/api/health/live').expect(200);
        }
      console.info(
        `upload-routes: ${uploadRoutes().length} routes, ${cuts.length} cuts each, ${sent} bodies sent`,
      );
      // The parser itself met the cuts on the routes that read the body whatever its fields say.
      expect([...interruptedOn]).toEqual(
        expect.arrayContaining([
          '/api/partners/sendform/partner',
          '/api/dedications/sendform/dedic',
          '/api/qrcodes/sendform/activate',
          '/api/obituaries/createManifest',
          '/api/partners/partnerEdit',
        ]),
      );
    },
  );
});

describe('an upload for a target that is not the caller’s', () => {
  let partnerdemo: Browser;
  let clientdemo: Browser;
  let othersPartnerId: number;
  let othersDeceasedId: number;
  /** A record (notice and tombstone) of another funeral home. */
  let othersNoticeId: number;

  beforeAll(async () => {
    partnerdemo = await browser(testApp);
    await signIn(partnerdemo, 'partnerdemo');
    clientdemo = await browser(testApp);
    await signIn(clientdemo, 'clientedemo');
    const users = testApp.dataSource.getRepository(User);
    const partnerUser = await users.findOneByOrFail({ username: 'partnerdemo' });
    const client = await users.findOneByOrFail({ username: 'clientedemo' });
    const partners = testApp.dataSource.getRepository(Partner);
    const others = await partners.find();
    let other = others.find((partner) => partner.userId !== partnerUser.id);
    if (!other) other = await partners.save(partners.create({ ...others[0], id: undefined, userId: null }));
    othersPartnerId = other.id;
    const deceased = await testApp.dataSource.getRepository(Deceased).find();
    const notClients = deceased.find((row) => row.ownerUserId !== client.id);
    if (!notClients) throw new Error('The demo data has no deceased of another owner');
    othersDeceasedId = notClients.id;
    const notice = { name: 'Carla', surname: 'Neri', partnerId: othersPartnerId };
    othersNoticeId = (await saveDeceased(testApp, notice)).id;
  });

  /**
   * Sends the fields, then a file part whose data never ends (the body stays open); answers what came back,
   * and how many body bytes had been written when it did.
   */
  async function openEnded(agent: Browser, path: string, fields: Record<string, string>, fileField = 'file') {
    // The token first: an anonymous agent gets its session cookie with it.
    const token = await csrfToken(agent);
    const cookie = (
      agent as unknown as { jar: { getCookies(access: unknown): Array<{ toValueString(): string }> } }
    ).jar
      .getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false })
      .map((entry) => entry.toValueString())
      .join('; ');
    let written = 0;
    let timer: NodeJS.Timeout | undefined;
    const answer = await sendRaw(
      testApp.url,
      path,
      (client) => {
        let head = '';
        for (const [name, value] of Object.entries(fields))
          head += `--${CUT_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
        head += `--${CUT_BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="big.jpg"\r\n\r\n`;
        // A JPEG's first bytes: a server that reads the file does not stop at its type.
        client.write(Buffer.concat([Buffer.from(head), Buffer.from([0xff, 0xd8, 0xff, 0xe0])]));
        const chunk = Buffer.alloc(64 * 1024, 0x42);
        // 64 KB every 5 ms: far too slow to finish 200 MB before any sane answer.
        timer = setInterval(() => {
          written += chunk.length;
          client.write(chunk);
        }, 5);
        client.on('response', () => clearInterval(timer));
        client.on('close', () => clearInterval(timer));
      },
      { cookie, 'x-csrf-token': token },
    ).finally(() => clearInterval(timer));
    return { ...answer, written };
  }

  it('partnerEdit of another partner’s page: 403 before the file is read', async () => {
    const answer = await openEnded(partnerdemo, '/api/partners/partnerEdit', {
      partnerid: String(othersPartnerId),
      'edit-type': 'add-image',
    });
    expect(answer.status).toBe(403);
    expect(answer.body?.errorCode).toBe('ACCESS_DENIED');
    expect(answer.ms).toBeLessThan(3000);
    expect(answer.written).toBeLessThan(20 * 1024 * 1024);
    expect(tmpFiles()).toEqual([]);
  });

  it('a memorial order for another owner’s deceased: 404 before the file is read', async () => {
    const answer = await openEnded(clientdemo, '/api/memorials/sendform/memorial', {
      deceasedID: `000${othersDeceasedId}`,
      biografic: '<p>Una vita</p>',
    });
    expect(answer.status).toBe(404);
    expect(looksItalian(answer.body?.message)).toBe(true);
    expect(answer.ms).toBeLessThan(3000);
    expect(answer.written).toBeLessThan(20 * 1024 * 1024);
    expect(tmpFiles()).toEqual([]);
  });

  it.each([
    ['obituaryModify', 'obituaryID', 'manifest_photo'],
    ['deceasedModify', 'deceasedID', 'photo-lapide'],
    ['editDeceasedAndObituary', 'deceasedID', 'photo'],
  ])('%s of another funeral home’s record: 404 before the file is read', async (route, idField, file) => {
    const answer = await openEnded(
      partnerdemo,
      `/api/obituaries/${route}`,
      { [idField]: `000${othersNoticeId}`, 'admin-add-name': 'Carla' },
      file,
    );
    expect(answer.status).toBe(404);
    expect(answer.body?.errorCode).toBe('DECEASED_NOT_FOUND');
    expect(answer.ms).toBeLessThan(3000);
    expect(answer.written).toBeLessThan(20 * 1024 * 1024);
    expect(tmpFiles()).toEqual([]);
  });

  it('an edit whose record id comes after the files (an old client): a clear 400 before the file is read', async () => {
    // The id would have come after this endless file: nothing to check the file against yet.
    const answer = await openEnded(
      partnerdemo,
      '/api/obituaries/deceasedModify',
      { 'admin-add-name': 'Carla', 'admin-add-surname': 'Neri' },
      'photo',
    );
    expect(answer.status).toBe(400);
    expect(answer.body?.errorCode).toBe('VALIDATION_FAILED');
    expect(answer.body?.message).toMatch(/prima dei file/);
    expect(looksItalian(answer.body?.message)).toBe(true);
    expect(answer.ms).toBeLessThan(3000);
    expect(answer.written).toBeLessThan(20 * 1024 * 1024);
    expect(tmpFiles()).toEqual([]);
  });

  it('an activation with a wrong verification code: 400 before the photo is read', async () => {
    await clearThrottles(testApp);
    const plaque = await savePlaque(testApp, { saleChannel: 'admin' });
    const answer = await openEnded(
      await browser(testApp),
      '/api/qrcodes/sendform/activate',
      { ...tombstone(plaque, { secureCode: 'ZZZZZZ' }), ...newcomer() },
      'photo',
    );
    expect(answer.status).toBe(400);
    expect(answer.body?.errorCode).toBe('INVALID_QR_CODE');
    expect(answer.ms).toBeLessThan(3000);
    expect(answer.written).toBeLessThan(20 * 1024 * 1024);
    expect(tmpFiles()).toEqual([]);
  });

  it('an activation of a locked plaque, even with the right code: 429 before the photo is read', async () => {
    await clearThrottles(testApp);
    const plaque = await savePlaque(testApp, { saleChannel: 'admin' });
    const guesser = await browser(testApp);
    for (let wrong = 0; wrong < ACTIVATION_THROTTLES.wrongCode.limit; wrong += 1) {
      const answer = await openEnded(
        guesser,
        '/api/qrcodes/sendform/activate',
        { ...tombstone(plaque, { secureCode: `ZZZZ${wrong}` }), ...newcomer() },
        'photo',
      );
      expect(answer.status).toBe(400);
    }
    const answer = await openEnded(
      await browser(testApp),
      '/api/qrcodes/sendform/activate',
      { ...tombstone(plaque), ...newcomer() },
      'photo',
    );
    expect(answer.status).toBe(429);
    expect(looksItalian(answer.body?.message)).toBe(true);
    expect(answer.ms).toBeLessThan(3000);
    expect(answer.written).toBeLessThan(20 * 1024 * 1024);
    expect(tmpFiles()).toEqual([]);
  });

  it("an activation as the kit sends it (the photo last, then the form's csrf_token): accepted", async () => {
    await clearThrottles(testApp);
    const plaque = await savePlaque(testApp, { saleChannel: 'admin' });
    const agent = await browser(testApp);
    const token = await csrfToken(agent);
    let call = agent.post('/api/qrcodes/sendform/activate').set('X-CSRF-Token', token);
    for (const [key, value] of Object.entries({ ...tombstone(plaque), ...newcomer() }))
      if (value !== '') call = call.field(key, value);
    const answer = await call
      .attach('photo', await jpegWithGps(), { filename: 'lapide.jpg', contentType: 'image/jpeg' })
      .field('csrf_token', token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const after = await testApp.dataSource.getRepository(QrCode).findOneByOrFail({ id: plaque.id });
    expect(after.activationStatus).not.toBeNull();
  });

  it('an activation with a field after the photo: 400, nothing claimed (the checks saw the fields before it)', async () => {
    await clearThrottles(testApp);
    const plaque = await savePlaque(testApp, { saleChannel: 'admin' });
    const agent = await browser(testApp);
    const { aphorism, ...fields } = tombstone(plaque);
    let call = agent.post('/api/qrcodes/sendform/activate').set('X-CSRF-Token', await csrfToken(agent));
    for (const [key, value] of Object.entries({ ...fields, ...newcomer() }))
      if (value !== '') call = call.field(key, value);
    const answer = await call
      .attach('photo', await jpegWithGps(), { filename: 'lapide.jpg', contentType: 'image/jpeg' })
      .field('aphorism', aphorism);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/foto della lapide va inviata dopo/);
    const after = await testApp.dataSource.getRepository(QrCode).findOneByOrFail({ id: plaque.id });
    expect(after.activationStatus).toBeNull();
    await vi.waitFor(() => expect(tmpFiles()).toEqual([]));
  });
});
