import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_TEST_ENV,
  bodyOf,
  outboxMessages,
  payloadOf,
  postForm,
  TEST_PUBLIC_URL,
} from '../../../test-support/account-helpers';
import { saveDeceased } from '../../../test-support/deceased-helpers';
import { readPdf, savePlaque } from '../../../test-support/qr-helpers';
import { browser, csrfToken, signIn, type Browser } from '../../../test-support/test-app';
import { useTestApp } from '../../../test-support/use-test-app';
import { AccountsService } from '../../accounts/accounts.service';
import { hashPassword } from '../../auth/passwords';
import { Condolence } from '../../condolences/condolence.entity';
import { Deceased } from '../../deceased/deceased.entity';
import { OutboxMessage } from '../../notifications/outbox-message.entity';
import { PartnersService } from '../../partners/partners.service';
import type { QrCode } from '../../qrcodes/qr-code.entity';
import { serializeManifestTexts } from '../manifest-texts';
import { A6_LANDSCAPE } from './card-pdfs.service';
import { CardMessages } from './cards.errors';

const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });

type Who = 'anonymous' | 'clientedemo' | 'partnerdemo' | 'lampadedemo' | 'adminricordo' | 'other';
const agents = {} as Record<Who, Browser>;

/** partnerdemo's tombstone (owned by clientedemo, with its plaque), notice, and another company's page. */
let tombstone: Deceased;
let plaque: QrCode;
let notice: Deceased;
let foreign: Deceased;

async function userId(username: string): Promise<number> {
  return (await testApp.app.get(AccountsService).findByUsername(username))!.id;
}

/** A second funeral home with its own company and a signed-in browser. */
async function otherPartnerAgent(): Promise<{ agent: Browser; partnerId: number }> {
  const username = `altraimpresa${Date.now().toString(36)}`;
  const user = await testApp.app.get(AccountsService).create({
    username,
    email: `${username}@example.com`,
    telephone: null,
    name: 'Altra',
    surname: 'Impresa',
    passwordHash: await hashPassword('PasswordDiProva1'),
    platformAccess: 2,
    partnerType: 'partner',
  });
  const partner = await testApp.app
    .get(PartnersService)
    .ensureForUser(user.id, 'Onoranze Altrove', 'partner');
  const agent = await browser(testApp);
  await signIn(agent, username, 'PasswordDiProva1');
  return { agent, partnerId: partner.id };
}

beforeAll(async () => {
  for (const who of ['anonymous', 'clientedemo', 'partnerdemo', 'lampadedemo', 'adminricordo'] as const) {
    agents[who] = await browser(testApp);
    if (who !== 'anonymous') await signIn(agents[who], who);
  }
  const other = await otherPartnerAgent();
  agents.other = other.agent;
  const partnerId = (await testApp.app.get(PartnersService).findByUser(await userId('partnerdemo')))!.id;
  tombstone = await saveDeceased(testApp, {
    name: 'Ernesto',
    surname: 'Fabbri',
    dateOfBirth: '1940-03-02',
    dateOfDeath: '2026-11-01',
    partnerId,
    ownerUserId: await userId('clientedemo'),
  });
  plaque = await savePlaque(testApp, { deceasedId: tombstone.id, sold: 1, activationStatus: 'active' });
  notice = await saveDeceased(testApp, {
    name: 'Adele',
    surname: 'Rinaldi',
    dateOfDeath: '2026-11-20',
    showPage: 0,
    partnerId,
    manifestTexts: serializeManifestTexts({
      firstSentence: { value: 'È mancata all’affetto dei suoi cari', bold: false, red: false },
      family: { value: 'Ne danno il triste annuncio i figli', bold: false, red: false },
      thanks: { value: '', bold: false, red: false },
      funeralInfo: { value: 'I funerali si terranno sabato', bold: true, red: false },
      announce: { value: '', bold: false, red: false },
    }),
  });
  foreign = await saveDeceased(testApp, {
    name: 'Bruno',
    surname: 'Altrove',
    partnerId: other.partnerId,
  });
});

function binary(request: ReturnType<Browser['get']>) {
  return request.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

/** A document route's answer: the file, or the JSON envelope of a failure. */
async function download(agent: Browser, path: string) {
  const response = await binary(agent.get(path));
  const body = response.body as Buffer;
  const json =
    String(response.headers['content-type']).startsWith('application/json') && body.length > 0
      ? (JSON.parse(body.toString('utf8')) as { errorCode: string; message: string })
      : null;
  return { status: response.status, type: String(response.headers['content-type']), body, json };
}

const sendCard = (agent: Browser, deceasedID: string, phone: string) =>
  postForm(agent, '/api/obituaries/sendCard', { deceasedID, phone });

const cardRows = () => outboxMessages(testApp, { template: 'obituary-card' });

describe('tombstone cards: deceasedCard (A4) and deceasedCard2 (pocket)', () => {
  it('deceasedCard: one A4 page with the name, dates, the plaque link, code and verification code', async () => {
    const file = await download(agents.partnerdemo, `/api/deceasedCard/000${tombstone.id}`);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    const pdf = await readPdf(file.body);
    expect(pdf.pages).toHaveLength(1);
    expect(Math.round(pdf.pages[0].width)).toBe(595);
    expect(Math.round(pdf.pages[0].height)).toBe(842);
    expect(pdf.text).toContain('Ernesto Fabbri');
    expect(pdf.text).toContain('02/03/1940 – 01/11/2026');
    expect(pdf.text).toContain(`${TEST_PUBLIC_URL}/qr/${plaque.code}`);
    expect(pdf.text).toContain(plaque.code);
    expect(pdf.text).toContain(plaque.verificationCode);
    expect(pdf.text).toContain('Libro delle condoglianze');
  });

  it('deceasedCard2: one A6 landscape card with the link and the verification code', async () => {
    const file = await download(agents.adminricordo, `/api/deceasedCard2/${tombstone.id}`);
    expect(file.status).toBe(200);
    const pdf = await readPdf(file.body);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0].width).toBeCloseTo(A6_LANDSCAPE.width, 0);
    expect(pdf.pages[0].height).toBeCloseTo(A6_LANDSCAPE.height, 0);
    expect(pdf.text).toContain('Ernesto Fabbri');
    expect(pdf.text).toContain(plaque.verificationCode);
  });

  it('a page without a plaque links /memorial?000{id} and prints no verification code', async () => {
    const file = await download(agents.partnerdemo, `/api/deceasedCard/000${notice.id}`);
    expect(file.status).toBe(200);
    const pdf = await readPdf(file.body);
    expect(pdf.text).toContain(`${TEST_PUBLIC_URL}/memorial?000${notice.id}`);
    expect(pdf.text).not.toContain('Codice di verifica');
  });
});

describe('a notice linked to its tombstone page (pageID)', () => {
  it("prints the tombstone's plaque, as the page shows it (spec panels §3 merge rule)", async () => {
    const linked = await saveDeceased(testApp, {
      name: 'Ernesto',
      surname: 'Fabbri',
      showPage: 0,
      partnerId: tombstone.partnerId,
      pageId: tombstone.id,
    });
    const file = await download(agents.partnerdemo, `/api/deceasedCard2/${linked.id}`);
    expect(file.status).toBe(200);
    const pdf = await readPdf(file.body);
    expect(pdf.text).toContain(`${TEST_PUBLIC_URL}/qr/${plaque.code}`);
    expect(pdf.text).toContain(plaque.verificationCode);
  });
});

describe("obituaryCard/indication: 'Indicazioni per le condoglianze'", () => {
  it("one A4 page with the book's link and the instructions", async () => {
    const file = await download(agents.partnerdemo, `/api/obituaryCard/indication/000${tombstone.id}`);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    const pdf = await readPdf(file.body);
    expect(pdf.pages).toHaveLength(1);
    expect(Math.round(pdf.pages[0].height)).toBe(842);
    expect(pdf.text).toContain('Indicazioni per le condoglianze');
    expect(pdf.text).toContain(`${TEST_PUBLIC_URL}/qr/${plaque.code}/condoglianze`);
    expect(pdf.text).toContain('Come lasciare un messaggio di cordoglio');
    expect(pdf.text).toContain('Onoranze Funebri Bellini');
  });
});

describe('pdfBook: the condolence book', () => {
  let book: Deceased;
  beforeAll(async () => {
    const partnerId = tombstone.partnerId;
    book = await saveDeceased(testApp, {
      name: 'Iolanda',
      surname: 'Conti',
      partnerId,
      ownerUserId: await userId('clientedemo'),
      contoVendita: 1,
    });
    const rows = testApp.dataSource.getRepository(Condolence);
    const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9, 30));
    const base = { deceasedId: book.id, phone: null, email: null, userId: null, confirmTokenHash: null };
    await rows.save([
      rows.create({
        ...base,
        authorName: 'Franca',
        text: 'Un abbraccio forte a tutta la famiglia.',
        status: 'published',
        confirmCodeHash: null,
        confirmExpiresAt: null,
        createdAt: at(2),
        publishedAt: at(2),
      }),
      rows.create({
        ...base,
        authorName: 'Piero',
        text: 'Ti ricorderemo sempre con affetto.',
        status: 'published',
        confirmCodeHash: null,
        confirmExpiresAt: null,
        createdAt: at(3),
        publishedAt: at(3),
      }),
      rows.create({
        ...base,
        authorName: 'Nascosto',
        text: 'Messaggio in attesa di conferma.',
        status: 'pending',
        confirmCodeHash: null,
        confirmExpiresAt: at(4),
        createdAt: at(4),
        publishedAt: null,
      }),
    ]);
  });

  it("is refused while sold on account, with the spec's message, and printed after updateConto", async () => {
    for (const who of ['partnerdemo', 'clientedemo', 'adminricordo'] as const) {
      const refused = await download(agents[who], `/api/pdfBook/000${book.id}`);
      expect(refused.status, who).toBe(402);
      expect(refused.json, who).toMatchObject({
        errorCode: 'PURCHASE_REQUIRED',
        message: CardMessages.bookUnpaid,
      });
    }
    expect(CardMessages.bookUnpaid).toBe(
      "Per poter stampare il libro delle condoglianze è necessario perfezionare l'acquisto della lapide digitale",
    );

    const paid = await postForm(agents.adminricordo, '/api/admin/updateConto', {
      deceasedID: `000${book.id}`,
      contoVendita: '0',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);

    const file = await download(agents.partnerdemo, `/api/pdfBook/000${book.id}`);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    const pdf = await readPdf(file.body);
    expect(Math.round(pdf.pages[0].width)).toBe(595);
    expect(pdf.text).toContain('Libro delle condoglianze');
    expect(pdf.text).toContain('Iolanda Conti');
    expect(pdf.text).toContain('2 messaggi');
    expect(pdf.text).toContain('Un abbraccio forte a tutta la famiglia.');
    expect(pdf.text).toContain('Franca · 02/11/2026 10:30');
    expect(pdf.text).toContain('Ti ricorderemo sempre con affetto.');
    expect(pdf.text).not.toContain('Messaggio in attesa di conferma.');
    // Oldest first, as a book is read.
    expect(pdf.text.indexOf('Franca')).toBeLessThan(pdf.text.indexOf('Piero'));
    const owner = await download(agents.clientedemo, `/api/pdfBook/000${book.id}`);
    expect(owner.status).toBe(200);
  });

  it('prints every message of a long book, over several numbered pages', async () => {
    const long = await saveDeceased(testApp, {
      name: 'Libro',
      surname: 'Lungo',
      partnerId: tombstone.partnerId,
    });
    const rows = testApp.dataSource.getRepository(Condolence);
    await rows.insert(
      Array.from({ length: 120 }, (_, index) => ({
        deceasedId: long.id,
        authorName: `Autore ${index + 1}`,
        text: `Messaggio numero ${index + 1}: un pensiero per la famiglia in questo momento difficile.`,
        phone: null,
        email: null,
        userId: null,
        status: 'published' as const,
        confirmTokenHash: null,
        confirmCodeHash: null,
        confirmExpiresAt: null,
        createdAt: new Date(Date.UTC(2026, 10, 1, 8, index)),
        publishedAt: new Date(Date.UTC(2026, 10, 1, 8, index)),
      })),
    );
    const file = await download(agents.partnerdemo, `/api/pdfBook/${long.id}`);
    expect(file.status).toBe(200);
    const pdf = await readPdf(file.body);
    expect(pdf.pages.length).toBeGreaterThan(2);
    expect(pdf.text).toContain('120 messaggi');
    expect(pdf.text).toContain('Messaggio numero 1:');
    expect(pdf.text).toContain('Messaggio numero 120:');
    expect(pdf.text).toContain(`pagina ${pdf.pages.length} di ${pdf.pages.length}`);
  });
});

describe('sendCard: the card by WhatsApp through the outbox', () => {
  it('queues one WhatsApp message to +39 with the notice link and its manifesto, once per request', async () => {
    const before = (await cardRows()).length;
    const sent = await sendCard(agents.partnerdemo, `000${notice.id}`, '3331234567'.slice(0, 9));
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(bodyOf(sent)).toMatchObject({
      response: 'success',
      message: 'Messaggio con il contatto di whatsapp inviato con successo',
      data: { to: '+39-333123456', link: `${TEST_PUBLIC_URL}/memorial?000${notice.id}` },
    });
    const rows = await cardRows();
    expect(rows).toHaveLength(before + 1);
    const row = rows.at(-1)!;
    expect(row).toMatchObject({ channel: 'wa', recipient: '+39-333123456', status: 'held' });
    expect(row.id).toBe((bodyOf(sent).data as { messageId: number }).messageId);
    expect(payloadOf(row)).toEqual({
      deceasedName: 'Adele Rinaldi',
      sender: 'Onoranze Funebri Bellini',
      link: `${TEST_PUBLIC_URL}/memorial?000${notice.id}`,
      manifestoLink: `${TEST_PUBLIC_URL}/api/obituaries/manifest/000${notice.id}.jpg`,
    });
    // A double click within the minute: the same message, nothing new queued.
    const again = await sendCard(agents.partnerdemo, String(notice.id), '333123456');
    expect(again.status).toBe(200);
    expect(await cardRows()).toHaveLength(before + 1);
  });

  it('a tombstone without a notice sends its page link (the plaque) and no manifesto', async () => {
    const sent = await sendCard(agents.adminricordo, String(tombstone.id), '1');
    expect(sent.status).toBe(200);
    const row = (await cardRows()).at(-1)!;
    expect(row.recipient).toBe('+39-1');
    expect(payloadOf(row)).toMatchObject({
      link: `${TEST_PUBLIC_URL}/qr/${plaque.code}`,
      manifestoLink: null,
    });
  });

  it.each([
    ['empty', ''],
    ['ten digits', '3331234567'],
    ['letters', '333abc'],
    ['a dial code', '+39333123'],
  ])('refuses a phone that is %s, queueing nothing', async (_, phone) => {
    const before = (await cardRows()).length;
    const response = await sendCard(agents.partnerdemo, String(notice.id), phone);
    expect(response.status).toBe(400);
    expect(bodyOf(response)).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      message: 'Numero di telefono non valido',
    });
    expect(await cardRows()).toHaveLength(before);
  });

  it('needs the CSRF token', async () => {
    const response = await agents.partnerdemo
      .post('/api/obituaries/sendCard')
      .send({ deceasedID: String(notice.id), phone: '333123456' });
    expect(response.status).toBe(403);
  });
});

describe('partnerSend: the page data to oneself', () => {
  it("queues the page link, plaque code and verification code to the partner's preferred contact", async () => {
    const partner = await testApp.app.get(AccountsService).findByUsername('partnerdemo');
    const token = await csrfToken(agents.partnerdemo);
    const response = await agents.partnerdemo
      .post(`/api/partnerSend/000${tombstone.id}`)
      .set('X-CSRF-Token', token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(bodyOf(response).message).toBe(CardMessages.pageDataSent);
    const row = await testApp.dataSource
      .getRepository(OutboxMessage)
      .findOneByOrFail({ id: (bodyOf(response).data as { messageId: number }).messageId });
    expect(row).toMatchObject({ template: 'page-data', channel: 'email', recipient: partner!.email });
    expect(payloadOf(row)).toMatchObject({
      name: 'Marco',
      deceasedName: 'Ernesto Fabbri',
      link: `${TEST_PUBLIC_URL}/qr/${plaque.code}`,
      bookLink: `${TEST_PUBLIC_URL}/qr/${plaque.code}/condoglianze`,
      code: plaque.code,
      verificationCode: plaque.verificationCode,
    });
  });

  it('needs the CSRF header (it changes state) and refuses another company’s record', async () => {
    expect((await agents.partnerdemo.post(`/api/partnerSend/${tombstone.id}`)).status).toBe(403);
    const token = await csrfToken(agents.other);
    const response = await agents.other.post(`/api/partnerSend/${tombstone.id}`).set('X-CSRF-Token', token);
    expect(response.status).toBe(404);
    expect(bodyOf(response).errorCode).toBe('DECEASED_NOT_FOUND');
  });
});

describe('authorization matrix', () => {
  type Expected = Record<Who, number>;
  const PARTNER_ONLY: Expected = {
    anonymous: 401,
    clientedemo: 403,
    lampadedemo: 403,
    other: 404,
    partnerdemo: 200,
    adminricordo: 200,
  };
  const WITH_OWNER: Expected = { ...PARTNER_ONLY, clientedemo: 200 };

  const documents: Array<[string, () => string, Expected]> = [
    ['deceasedCard', () => `/api/deceasedCard/000${tombstone.id}`, WITH_OWNER],
    ['deceasedCard2', () => `/api/deceasedCard2/000${tombstone.id}`, WITH_OWNER],
    ['pdfBook', () => `/api/pdfBook/000${tombstone.id}`, WITH_OWNER],
    ['obituaryCard/indication', () => `/api/obituaryCard/indication/000${tombstone.id}`, PARTNER_ONLY],
  ];

  it.each(documents)('%s: anonymous 401, wrong role 403, another company 404', async (_, path, expected) => {
    for (const who of Object.keys(expected) as Who[]) {
      const file = await download(agents[who], path());
      expect(file.status, who).toBe(expected[who]);
      if (expected[who] === 200) expect(file.type, who).toBe('application/pdf');
      else expect(file.json, who).not.toBeNull();
    }
  });

  it("a client never has another owner's tombstone, nor a partner another company's (404)", async () => {
    for (const path of [`/api/deceasedCard/${foreign.id}`, `/api/pdfBook/${foreign.id}`]) {
      expect((await download(agents.clientedemo, path)).status).toBe(404);
      expect((await download(agents.partnerdemo, path)).status).toBe(404);
      expect((await download(agents.adminricordo, path)).status).toBe(200);
    }
  });

  it('sendCard: anonymous 401, client and lamp manager 403, another company 404, nothing queued', async () => {
    const before = (await cardRows()).length;
    const expected: Partial<Record<Who, number>> = {
      anonymous: 401,
      clientedemo: 403,
      lampadedemo: 403,
      other: 404,
    };
    for (const [who, status] of Object.entries(expected) as Array<[Who, number]>)
      expect((await sendCard(agents[who], String(notice.id), '333765432')).status, who).toBe(status);
    expect(await cardRows()).toHaveLength(before);
  });

  it('an unknown id is 404 and a malformed one 400', async () => {
    expect((await download(agents.adminricordo, '/api/deceasedCard/0009999999')).status).toBe(404);
    expect((await download(agents.adminricordo, '/api/deceasedCard/abc')).status).toBe(400);
  });
});

describe("obituaryCard/create: 'Manifesto + Cartoncino Qr'", () => {
  it('JPG: the manifesto about 1080 px wide with the QR card under it', async () => {
    const file = await download(agents.partnerdemo, `/api/obituaryCard/create/000${notice.id}?format=jpg`);
    expect(file.status, file.json?.message).toBe(200);
    expect(file.type).toBe('image/jpeg');
    const meta = await sharp(file.body).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(1080);
    // Taller than the manifesto alone (A-series proportion, 1080 × 1527): the card sits under it.
    expect(meta.height).toBeGreaterThan(1527 + 250);
    expect(file.body.length).toBeLessThan(300_000);
    // The default format is the JPG of the result dialog.
    const plain = await download(agents.adminricordo, `/api/obituaryCard/create/${notice.id}`);
    expect(plain.type).toBe('image/jpeg');
  });

  it('PDF: one A4 page with the manifesto and the card to cut out', async () => {
    const file = await download(agents.partnerdemo, `/api/obituaryCard/create/000${notice.id}?format=pdf`);
    expect(file.status, file.json?.message).toBe(200);
    expect(file.type).toBe('application/pdf');
    const pdf = await readPdf(file.body);
    expect(pdf.pages).toHaveLength(1);
    expect(Math.round(pdf.pages[0].width)).toBe(595);
    expect(Math.round(pdf.pages[0].height)).toBe(842);
    expect(pdf.text).toContain('Adele Rinaldi');
    expect(pdf.text).toContain('Necrologio originale su Ricordo');
    // The card is small: the link may wrap.
    expect(pdf.text.replace(/\s+/g, '')).toContain(`${TEST_PUBLIC_URL}/memorial?000${notice.id}`);
  });

  it('a record without a notice has no manifesto (404), a bad format is 400, permissions as the others', async () => {
    const none = await download(agents.partnerdemo, `/api/obituaryCard/create/${tombstone.id}`);
    expect(none.status).toBe(404);
    expect(none.json?.errorCode).toBe('MANIFESTO_NOT_FOUND');
    expect(
      (await download(agents.partnerdemo, `/api/obituaryCard/create/${notice.id}?format=png`)).status,
    ).toBe(400);
    expect((await download(agents.anonymous, `/api/obituaryCard/create/${notice.id}`)).status).toBe(401);
    expect((await download(agents.clientedemo, `/api/obituaryCard/create/${notice.id}`)).status).toBe(403);
    expect((await download(agents.lampadedemo, `/api/obituaryCard/create/${notice.id}`)).status).toBe(403);
    expect((await download(agents.other, `/api/obituaryCard/create/${notice.id}`)).status).toBe(404);
  });
});
