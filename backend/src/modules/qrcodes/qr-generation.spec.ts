import sharp from 'sharp';
import { In } from 'typeorm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEST_ENV, bodyOf, TEST_PUBLIC_URL } from '../../test-support/account-helpers';
import { readPdf, savePlaque } from '../../test-support/qr-helpers';
import { browser, csrfToken, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { AuditEntry } from '../audit/audit-entry.entity';
import { AuditService } from '../audit/audit.service';
import { PlaqueCodeGenerator } from './plaque-codes';
import { QrCode } from './qr-code.entity';

const testApp = useTestApp(ACCOUNT_TEST_ENV);

afterEach(() => {
  vi.restoreAllMocks();
});

interface Generated {
  ID: number;
  code: string;
  verification_code: string;
  url: string;
  url_condoglianze: string;
}

async function admin(): Promise<Browser> {
  const agent = await browser(testApp);
  await signIn(agent, 'adminricordo');
  return agent;
}

async function generate(agent: Browser, amount: string) {
  return agent
    .post('/api/admin/generateQrcode')
    .query({ amount })
    .set('X-CSRF-Token', await csrfToken(agent));
}

/** A binary answer as a Buffer (supertest leaves binary bodies unparsed otherwise). */
function binary(request: ReturnType<Browser['get']>) {
  return request.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

const plaqueCount = () => testApp.dataSource.getRepository(QrCode).count();

describe('POST /api/admin/generateQrcode', () => {
  it('creates the asked number of stock plaques with unique codes and answers them with their URLs', async () => {
    const agent = await admin();
    const response = await generate(agent, '3');
    expect(response.status, response.text).toBe(200);
    expect(bodyOf(response).message).toBe('QR code generati con successo');
    const data = bodyOf(response).data as { qrcodeData: Generated[] };
    expect(data.qrcodeData).toHaveLength(3);
    for (const item of data.qrcodeData) {
      expect(item.code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
      expect(item.verification_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      expect(item.url).toBe(`${TEST_PUBLIC_URL}/qr/${item.code}`);
      expect(item.url_condoglianze).toBe(`${TEST_PUBLIC_URL}/qr/${item.code}/condoglianze`);
    }
    expect(new Set(data.qrcodeData.map((item) => item.code)).size).toBe(3);
    const rows = await testApp.dataSource
      .getRepository(QrCode)
      .findBy({ id: In(data.qrcodeData.map((item) => item.ID)) });
    expect(rows).toHaveLength(3);
    for (const row of rows)
      expect(row).toMatchObject({
        sold: 0,
        saleChannel: null,
        temporary: 0,
        deceasedId: null,
        activationStatus: null,
      });
    const audit = await testApp.dataSource.getRepository(AuditEntry).findOneByOrFail({
      action: 'qrcode.generate',
      targetId: `${data.qrcodeData[0].ID}-${data.qrcodeData[2].ID}`,
    });
    expect(audit.actorUsername).toBe('adminricordo');
  });

  it('refuses 0, 501, a missing amount and a decimal with the spec’s messages, creating nothing', async () => {
    const agent = await admin();
    const before = await plaqueCount();
    const cases: Array<[string, string]> = [
      ['0', 'Devi inserire un numero superiore allo 0'],
      ['-4', 'Devi inserire un numero superiore allo 0'],
      ['501', 'Il numero massimo di qrCode inseribili e` 500'],
      ['', 'Campo obbligatorio'],
      ['2.5', 'Campo non valido'],
      ['tre', 'Campo non valido'],
    ];
    for (const [amount, message] of cases) {
      const response = await generate(agent, amount);
      expect(response.status, amount).toBe(400);
      expect(bodyOf(response)).toMatchObject({
        errorCode: 'VALIDATION_FAILED',
        message,
        data: { fields: { amount: message } },
      });
    }
    expect(await plaqueCount()).toBe(before);
  });

  it('needs the CSRF header (it creates codes)', async () => {
    const agent = await admin();
    const before = await plaqueCount();
    const response = await agent.post('/api/admin/generateQrcode').query({ amount: '2' });
    expect(response.status).toBe(403);
    expect(bodyOf(response).errorCode).toBe('CSRF_INVALID');
    expect(await plaqueCount()).toBe(before);
  });

  it('makes 500 in one request', async () => {
    const agent = await admin();
    const response = await generate(agent, '500');
    expect(response.status, response.text).toBe(200);
    const codes = (bodyOf(response).data as { qrcodeData: Generated[] }).qrcodeData.map((item) => item.code);
    expect(new Set(codes).size).toBe(500);
  });

  it('a failure in the middle of the batch leaves no code behind (one transaction)', async () => {
    const agent = await admin();
    const before = await plaqueCount();
    // The audit row is written after the codes, in the same transaction: make it fail.
    vi.spyOn(testApp.app.get(AuditService), 'record').mockRejectedValueOnce(new Error('disk full'));
    const response = await generate(agent, '120');
    expect(response.status).toBe(500);
    expect(await plaqueCount()).toBe(before);
  });

  it('draws again a code that exists already or repeats within the batch', async () => {
    const agent = await admin();
    const existing = await savePlaque(testApp);
    const generator = testApp.app.get(PlaqueCodeGenerator);
    const real = generator.next.bind(generator);
    const repeated = real();
    vi.spyOn(generator, 'next')
      .mockReturnValueOnce({ code: existing.code, verificationCode: 'AAAAAAAA' })
      .mockReturnValueOnce(repeated)
      .mockReturnValueOnce(repeated)
      .mockImplementation(real);
    const response = await generate(agent, '4');
    expect(response.status, response.text).toBe(200);
    const codes = (bodyOf(response).data as { qrcodeData: Generated[] }).qrcodeData.map((item) => item.code);
    expect(codes).toHaveLength(4);
    expect(new Set(codes).size).toBe(4);
    expect(codes).not.toContain(existing.code);
    expect(codes).toContain(repeated.code);
    expect(await testApp.dataSource.getRepository(QrCode).countBy({ code: existing.code })).toBe(1);
  });
});

describe('print sheets and the QR image', () => {
  it('A4: one plaque per A4 page with its code, verification code and instructions', async () => {
    const agent = await admin();
    const made = (bodyOf(await generate(agent, '3')).data as { qrcodeData: Generated[] }).qrcodeData;
    const response = await binary(
      agent
        .get('/api/admin/qrcodes/pdf')
        .query({ layout: 'a4', ids: made.map((item) => `000${item.ID}`).join(',') }),
    );
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="qrcode-a4-${made[0].ID}-${made[2].ID}.pdf"`,
    );
    const pdf = await readPdf(response.body as Buffer);
    expect(pdf.pages).toHaveLength(3);
    for (const page of pdf.pages) {
      expect(Math.round(page.width)).toBe(595);
      expect(Math.round(page.height)).toBe(842);
    }
    for (const item of made) {
      expect(pdf.text).toContain(item.code);
      expect(pdf.text).toContain(item.verification_code);
    }
    expect(pdf.text).toContain('Come attivare la lapide digitale');
    expect(pdf.text).toContain('Libro delle condoglianze');
  });

  it('grid: 20 codes per A4 page, each code under its QR, no verification code', async () => {
    const agent = await admin();
    const made = (bodyOf(await generate(agent, '25')).data as { qrcodeData: Generated[] }).qrcodeData;
    const response = await binary(
      agent
        .get('/api/admin/qrcodes/pdf')
        .query({ layout: 'grid', ids: made.map((item) => item.ID).join(',') }),
    );
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toContain('qrcode-grid-');
    const pdf = await readPdf(response.body as Buffer);
    expect(pdf.pages).toHaveLength(2);
    expect(pdf.pages.every((page) => Math.round(page.width) === 595 && Math.round(page.height) === 842)).toBe(
      true,
    );
    for (const item of made) {
      expect(pdf.text).toContain(item.code);
      expect(pdf.text).not.toContain(item.verification_code);
    }
  });

  it('refuses a bad layout, no ids, more than 500 ids, and ids of no plaque', async () => {
    const agent = await admin();
    const badLayout = await agent.get('/api/admin/qrcodes/pdf').query({ layout: 'poster', ids: '1' });
    expect(badLayout.status).toBe(400);
    expect(bodyOf(badLayout).data).toEqual({ fields: { layout: 'Campo non valido' } });
    const none = await agent.get('/api/admin/qrcodes/pdf').query({ layout: 'grid' });
    expect(bodyOf(none)).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      data: { fields: { ids: 'Seleziona almeno un qrCode' } },
    });
    const many = Array.from({ length: 501 }, (_, index) => index + 1).join(',');
    const tooMany = await agent.get('/api/admin/qrcodes/pdf').query({ ids: many });
    expect(bodyOf(tooMany).data).toEqual({
      fields: { ids: 'Puoi stampare al massimo 500 qrCode alla volta' },
    });
    const unknown = await agent.get('/api/admin/qrcodes/pdf').query({ ids: '999999' });
    expect(unknown.status).toBe(404);
    expect(bodyOf(unknown).errorCode).toBe('QRCODE_NOT_FOUND');
  });

  it('Visualizza qr-code: a PNG of the plaque’s URL', async () => {
    const agent = await admin();
    const plaque = await savePlaque(testApp);
    const response = await binary(agent.get(`/api/admin/qrcodes/000${plaque.id}/image.png`));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const png = response.body as Buffer;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const metadata = await sharp(png).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 600, height: 600 });
    const missing = await agent.get('/api/admin/qrcodes/999999/image.png');
    expect(missing.status).toBe(404);
  });
});
