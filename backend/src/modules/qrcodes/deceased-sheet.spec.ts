import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV } from '../../test-support/account-helpers';
import {
  createFuneralHome,
  savePartnerRecords,
  type FuneralHome,
  type PartnerRecords,
} from '../../test-support/funeral-home-helpers';
import { readPdf } from '../../test-support/qr-helpers';
import { browser, signIn } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';

// 'QR in formato A4' and 'QR in griglia' of the result dialog (spec panels §2 "Memorial forms (admin)" 3).
const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });

let home: FuneralHome;
let mine: PartnerRecords;
let theirs: PartnerRecords;

const binary = (agent: FuneralHome['agent'], path: string) =>
  agent
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

beforeAll(async () => {
  home = await createFuneralHome(testApp, 'Onoranze Fogli');
  const other = await createFuneralHome(testApp, 'Onoranze Altri Fogli');
  mine = await savePartnerRecords(testApp, home.partnerId, 'Foglietti');
  theirs = await savePartnerRecords(testApp, other.partnerId, 'Estranei');
});

describe('GET api/qrcodes/deceased/:id/sheet.pdf', () => {
  it("prints the plaque of the partner's own tombstone, one per A4 page or in a grid", async () => {
    for (const layout of ['a4', 'grid']) {
      const response = await binary(
        home.agent,
        `/api/qrcodes/deceased/000${mine.tombstone.id}/sheet.pdf?layout=${layout}`,
      );
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('application/pdf');
      const { text } = await readPdf(response.body as Buffer);
      expect(text).toContain(mine.plaque.code);
    }
  });

  it('says a deceased without a plaque has none to print, refuses a wrong layout', async () => {
    const none = await home.agent.get(`/api/qrcodes/deceased/${mine.lone.id}/sheet.pdf`);
    expect(none.status).toBe(404);
    expect(none.body.errorCode).toBe('NO_PLAQUE');
    expect(none.body.message).toContain('Nessun QR code associato');
    await home.agent.get(`/api/qrcodes/deceased/${mine.tombstone.id}/sheet.pdf?layout=a3`).expect(400);
  });

  it("another partner's deceased does not exist for it; a client is refused, anonymous 401", async () => {
    const foreign = await home.agent.get(`/api/qrcodes/deceased/${theirs.tombstone.id}/sheet.pdf`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.errorCode).toBe('QRCODE_NOT_FOUND');
    const client = await browser(testApp);
    await signIn(client, 'clientedemo');
    await client.get(`/api/qrcodes/deceased/${mine.tombstone.id}/sheet.pdf`).expect(403);
    await (await browser(testApp)).get(`/api/qrcodes/deceased/${mine.tombstone.id}/sheet.pdf`).expect(401);
    const admin = await browser(testApp);
    await signIn(admin, 'adminricordo');
    const response = await binary(admin, `/api/qrcodes/deceased/${theirs.tombstone.id}/sheet.pdf`);
    expect(response.status).toBe(200);
  });
});
