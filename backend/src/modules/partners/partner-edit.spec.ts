import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, clearThrottles } from '../../test-support/account-helpers';
import { publishTestRenderEntry } from '../../test-support/render-entry';
import { elfExecutable, jpegWithGps, mp4Video } from '../../test-support/media-fixtures';
import { browser, csrfToken, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { AuditEntry } from '../audit/audit-entry.entity';
import { User } from '../accounts/user.entity';
import { Partner } from './partner.entity';

const testApp = useTestApp(ACCOUNT_TEST_ENV);

type Who = 'anonymous' | 'clientedemo' | 'partnerdemo' | 'lampadedemo' | 'adminricordo';
const agents = {} as Record<Who, Browser>;
let partnerId: number;

beforeAll(async () => {
  for (const who of ['anonymous', 'clientedemo', 'partnerdemo', 'lampadedemo', 'adminricordo'] as const) {
    agents[who] = await browser(testApp);
    if (who !== 'anonymous') await signIn(agents[who], who);
  }
  const owner = await testApp.dataSource.getRepository(User).findOneByOrFail({ username: 'partnerdemo' });
  partnerId = (await testApp.dataSource.getRepository(Partner).findOneByOrFail({ userId: owner.id })).id;
  // /partner-page is drawn by the public remote's render entry from the data it is given.
  publishTestRenderEntry(testApp.config.publishDir, '1.0.0');
});

beforeEach(() => clearThrottles(testApp));

interface Upload {
  file?: Buffer;
  video?: Buffer;
}

async function edit(
  who: Who,
  fields: Record<string, string>,
  files: Upload = {},
  id: number = partnerId,
): Promise<request.Response> {
  const agent = agents[who];
  let call = agent.post('/api/partners/partnerEdit').set('X-CSRF-Token', await csrfToken(agent));
  call = call.field('partnerid', String(id));
  for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
  if (files.file) call = call.attach('file', files.file, { filename: 'foto.jpg', contentType: 'image/jpeg' });
  if (files.video) call = call.attach('video', files.video, { filename: 'v.mp4', contentType: 'video/mp4' });
  return call;
}

async function page(): Promise<Record<string, unknown>> {
  const response = await request(testApp.url).get(`/api/partners/getPartnerPage/${partnerId}`).expect(200);
  return response.body.data as Record<string, unknown>;
}

async function stored(): Promise<Partner> {
  return testApp.dataSource.getRepository(Partner).findOneByOrFail({ id: partnerId });
}

/** What /partner-page gives the render entry and embeds for the browser (mfe-public draws it). */
async function servedPage(): Promise<Record<string, unknown>> {
  const html = (await request(testApp.url).get(`/partner-page?${partnerId}`).expect(200)).text;
  const json = /<script id="ricordo-ssr-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  return (JSON.parse(json ?? 'null') as { partner: Record<string, unknown> }).partner;
}

const mediaFile = (path: string) => join(testApp.config.mediaDir, path);

function expectError(response: request.Response, status: number, errorCode: string, message?: string) {
  expect(response.status).toBe(status);
  expect(response.body.errorCode).toBe(errorCode);
  if (message) expect(response.body.message).toBe(message);
}

describe('POST /api/partners/partnerEdit by the partner', () => {
  it('changes the name, and the public page and /partner-page show it at once', async () => {
    // Both answers are cached before the edit.
    await request(testApp.url).get(`/partner-page?${partnerId}`).expect(200);
    await page();
    const response = await edit('partnerdemo', {
      'edit-type': 'name',
      content: '  Onoranze Bellini & Figli ',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ response: 'success', message: 'Modifica salvata con successo' });
    expect((await page()).name).toBe('Onoranze Bellini & Figli');
    expect((await servedPage()).name).toBe('Onoranze Bellini & Figli');
  });

  it('keeps the description through the rich-text allow-list', async () => {
    const response = await edit('partnerdemo', {
      'edit-type': 'description',
      content: '<p onclick="x()">Dal <strong>1962</strong><script>alert(1)</script></p><img src=x>',
    });
    expect(response.status).toBe(200);
    expect((await page()).description).toBe('<p>Dal <strong>1962</strong></p>');
    expect((await servedPage()).description).toBe('<p>Dal <strong>1962</strong></p>');
  });

  it.each([
    ['name', '   '],
    ['description', '<p><br></p>'],
  ])("refuses an empty %s with 'Non pui lasciare vuoto il campo'", async (type, content) => {
    const before = await stored();
    const response = await edit('partnerdemo', { 'edit-type': type, content });
    expectError(response, 400, 'VALIDATION_FAILED', 'Non pui lasciare vuoto il campo');
    expect(response.body.data.fields).toEqual({ content: 'Non pui lasciare vuoto il campo' });
    expect(await stored()).toEqual(before);
  });

  it('replaces the logo and deletes the previous uploaded one after the change', async () => {
    expect(
      (await edit('partnerdemo', { 'edit-type': 'edit-logo' }, { file: await jpegWithGps() })).status,
    ).toBe(200);
    const first = (await stored()).logo!;
    expect(first).toMatch(new RegExp(`^partner/p${partnerId}/[0-9a-f]{32}\\.jpg$`));
    expect(existsSync(mediaFile(first))).toBe(true);
    expect((await page()).logo).toBe(`/media/${first}`);

    expect(
      (await edit('partnerdemo', { 'edit-type': 'edit-logo' }, { file: await jpegWithGps() })).status,
    ).toBe(200);
    const second = (await stored()).logo!;
    expect(second).not.toBe(first);
    expect(existsSync(mediaFile(first))).toBe(false);
    expect((await servedPage()).logo).toBe(`/media/${second}`);
  });

  it('adds and removes an image (the removed file is deleted)', async () => {
    const response = await edit('partnerdemo', { 'edit-type': 'add-image' }, { file: await jpegWithGps() });
    expect(response.status).toBe(200);
    const media = (await page()).media as string[];
    const added = media[media.length - 1];
    expect(added).toMatch(new RegExp(`^/media/partner/p${partnerId}/`));
    expect(JSON.stringify(await servedPage())).toContain(added);
    const path = added.slice('/media/'.length);
    expect(existsSync(mediaFile(path))).toBe(true);

    expect((await edit('partnerdemo', { 'edit-type': 'remove-image', content: added })).status).toBe(200);
    expect((await page()).media).not.toContain(added);
    expect(existsSync(mediaFile(path))).toBe(false);
    expectError(
      await edit('partnerdemo', { 'edit-type': 'remove-image', content: added }),
      400,
      'CANNOT_DELETE_FILE',
      "Errore durante l'eliminazione del file",
    );
  });

  it('keeps a demo image shared with other pages on disk when it is removed from the page', async () => {
    const demo = (await page()).media as string[];
    const shared = demo.find((url) => url.startsWith('/media/demo/'));
    expect(shared).toBeDefined();
    expect((await edit('partnerdemo', { 'edit-type': 'remove-image', content: shared! })).status).toBe(200);
    expect(existsSync(mediaFile(shared!.slice('/media/'.length)))).toBe(true);
  });

  it('adds, replaces and removes the video', async () => {
    expect((await edit('partnerdemo', { 'edit-type': 'add-video' }, { video: mp4Video() })).status).toBe(200);
    const first = (await stored()).video!;
    expect((await page()).video).toBe(`/media/${first}`);
    expect((await servedPage()).video).toBe(`/media/${first}`);
    expect((await edit('partnerdemo', { 'edit-type': 'add-video' }, { video: mp4Video() })).status).toBe(200);
    expect(existsSync(mediaFile(first))).toBe(false);
    const second = (await stored()).video!;
    expect((await edit('partnerdemo', { 'edit-type': 'remove-video' })).status).toBe(200);
    expect((await page()).video).toBeNull();
    expect(existsSync(mediaFile(second))).toBe(false);
    expectError(await edit('partnerdemo', { 'edit-type': 'remove-video' }), 400, 'CANNOT_DELETE_FILE');
  });

  it('refuses files of the wrong type through the upload pipeline, and a missing file', async () => {
    const before = await stored();
    expectError(
      await edit('partnerdemo', { 'edit-type': 'add-image' }, { file: elfExecutable() }),
      400,
      'INVALID_FILE_TYPE',
    );
    expectError(
      await edit('partnerdemo', { 'edit-type': 'edit-logo' }, { file: mp4Video() }),
      400,
      'INVALID_FILE_TYPE',
    );
    expectError(
      await edit('partnerdemo', { 'edit-type': 'add-video' }, { video: await jpegWithGps() }),
      400,
      'INVALID_VIDEO_TYPE',
    );
    expectError(
      await edit('partnerdemo', { 'edit-type': 'add-image' }),
      400,
      'UPLOADING_ERROR',
      "Errore durante l'upload del file",
    );
    expect(await stored()).toEqual(before);
  });

  it('refuses the 51st image with MAX_IMAGES_REACHED and keeps no file of it', async () => {
    const partners = testApp.dataSource.getRepository(Partner);
    const original = (await stored()).media;
    const fifty = Array.from({ length: 50 }, (_, index) => `demo/pieno-${index}.jpg`);
    await partners.update({ id: partnerId }, { media: JSON.stringify(fifty) });
    try {
      const response = await edit('partnerdemo', { 'edit-type': 'add-image' }, { file: await jpegWithGps() });
      expectError(response, 400, 'MAX_IMAGES_REACHED', 'Hai superato il limite delle 50 foto');
      expect(JSON.parse((await stored()).media!)).toEqual(fifty);
      const folder = mediaFile(`partner/p${partnerId}`);
      const left = existsSync(folder) ? readdirSync(folder) : [];
      const logo = (await stored()).logo;
      expect(left.filter((name) => !logo?.endsWith(name))).toEqual([]);
    } finally {
      await partners.update({ id: partnerId }, { media: original });
    }
  });

  it('answers INVALID_EDIT_TYPE for an unknown edit type and for the type (admin only)', async () => {
    expectError(
      await edit('partnerdemo', { 'edit-type': 'delete-page' }),
      400,
      'INVALID_EDIT_TYPE',
      'Operazione non consentita',
    );
    expectError(
      await edit('partnerdemo', { 'edit-type': 'type', content: 'gestorelampade' }),
      400,
      'INVALID_EDIT_TYPE',
    );
    expect((await stored()).type).toBe('partner');
  });
});

describe('partnerEdit social links', () => {
  it('saves links of the five networks (http or https URLs of their sites) and removes an emptied one', async () => {
    const links = {
      instagram: 'https://www.instagram.com/bellini',
      facebook: 'https://facebook.com/bellini',
      twitter: 'https://x.com/bellini',
      linkedin: 'http://it.linkedin.com/company/bellini',
      youtube: 'https://youtu.be/abc',
    };
    const saved = await edit('partnerdemo', { 'edit-type': 'social', content: JSON.stringify(links) });
    expect(saved.status).toBe(200);
    expect((await page()).social).toEqual(
      Object.entries(links).map(([network, url]) => ({ network, url: new URL(url).toString() })),
    );
    expect((await servedPage()).social).toContainEqual({
      network: 'instagram',
      url: 'https://www.instagram.com/bellini',
    });

    const cleared = await edit('partnerdemo', {
      'edit-type': 'social',
      content: JSON.stringify({ twitter: '', youtube: ' ' }),
    });
    expect(cleared.status).toBe(200);
    expect(((await page()).social as Array<{ network: string }>).map((link) => link.network)).toEqual([
      'instagram',
      'facebook',
      'linkedin',
    ]);
  });

  it.each([
    [{ instagram: 'https://www.facebook.com/bellini' }, 'instagram'],
    [{ facebook: 'javascript:alert(1)//facebook.com' }, 'facebook'],
    [{ youtube: 'ftp://youtube.com/x' }, 'youtube'],
    [{ linkedin: 'https://linkedin.com.evil.example/x' }, 'linkedin'],
    [{ tiktok: 'https://tiktok.com/@bellini' }, 'tiktok'],
  ])('refuses %j naming the wrong link, and changes nothing', async (links, field) => {
    const before = await stored();
    const response = await edit('partnerdemo', { 'edit-type': 'social', content: JSON.stringify(links) });
    expectError(response, 400, 'VALIDATION_FAILED', 'Link non valido');
    expect(response.body.data.fields).toEqual({ [field]: 'Link non valido' });
    expect(await stored()).toEqual(before);
  });

  it('refuses a content that is not a JSON object', async () => {
    expectError(
      await edit('partnerdemo', { 'edit-type': 'social', content: 'facebook' }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await edit('partnerdemo', { 'edit-type': 'social', content: '[]' }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('partnerEdit failed uploads', () => {
  const tmpFiles = () => {
    const folder = mediaFile('tmp');
    return existsSync(folder) ? readdirSync(folder) : [];
  };

  it('answers UPLOADING_ERROR when the storage refuses the file, and leaves no file and no change', async () => {
    // Another partner (the lamp manager's page, edited by the admin) whose media folder cannot be created:
    // a plain file sits where the folder should be.
    const owner = await testApp.dataSource.getRepository(User).findOneByOrFail({ username: 'lampadedemo' });
    const other = await testApp.dataSource.getRepository(Partner).findOneByOrFail({ userId: owner.id });
    const blocker = mediaFile(`partner/p${other.id}`);
    mkdirSync(mediaFile('partner'), { recursive: true });
    rmSync(blocker, { recursive: true, force: true });
    writeFileSync(blocker, 'not a folder');
    try {
      const response = await edit(
        'adminricordo',
        { 'edit-type': 'add-image' },
        { file: await jpegWithGps() },
        other.id,
      );
      expectError(response, 400, 'UPLOADING_ERROR', "Errore durante l'upload del file");
      const after = await testApp.dataSource.getRepository(Partner).findOneByOrFail({ id: other.id });
      expect(after).toEqual(other);
      expect(tmpFiles()).toEqual([]);
    } finally {
      rmSync(blocker, { force: true });
    }
  });

  it('refuses an image over 15 MB while it streams, leaving no file and no change', async () => {
    const before = await stored();
    const folder = mediaFile(`partner/p${partnerId}`);
    const filesBefore = existsSync(folder) ? readdirSync(folder) : [];
    const big = Buffer.concat([await jpegWithGps(), Buffer.alloc(15_000_001)]);
    const response = await edit('partnerdemo', { 'edit-type': 'add-image' }, { file: big });
    expect(response.status).toBe(413);
    expect(await stored()).toEqual(before);
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual(filesBefore);
    expect(tmpFiles()).toEqual([]);
  });
});

describe('partnerEdit access', () => {
  it.each(['anonymous', 'clientedemo', 'lampadedemo'] as const)(
    'answers ACCESS_DENIED (403) to %s and changes nothing',
    async (who) => {
      const before = await stored();
      const response = await edit(who, { 'edit-type': 'name', content: 'Preso' });
      expectError(
        response,
        403,
        'ACCESS_DENIED',
        "Devi essere loggato come partner o amministratore per poter effettuare l'operazione",
      );
      const upload = await edit(who, { 'edit-type': 'add-image' }, { file: await jpegWithGps() });
      expectError(upload, 403, 'ACCESS_DENIED');
      expect(await stored()).toEqual(before);
    },
  );

  it('lets an admin edit any partner, with an audit row, and answers INVALID_PARTNER for an unknown id', async () => {
    const response = await edit('adminricordo', { 'edit-type': 'name', content: 'Bellini (admin)' });
    expect(response.status).toBe(200);
    expect((await page()).name).toBe('Bellini (admin)');
    const row = await testApp.dataSource
      .getRepository(AuditEntry)
      .findOneOrFail({ where: { action: 'partnerEdit:name' }, order: { id: 'DESC' } });
    expect(row).toMatchObject({
      actorUsername: 'adminricordo',
      actedUsername: 'partnerdemo',
      targetType: 'partner',
      targetId: String(partnerId),
      newValues: JSON.stringify({ name: 'Bellini (admin)' }),
    });

    expectError(
      await edit('adminricordo', { 'edit-type': 'name', content: 'X' }, {}, 999999),
      404,
      'INVALID_PARTNER',
      "l'id del partner non e` valido",
    );
    expectError(
      await edit('partnerdemo', { 'edit-type': 'name', content: 'X' }, {}, 999999),
      403,
      'ACCESS_DENIED',
    );
  });

  it("lets an admin change the partner's type (and the account's) and back", async () => {
    expect((await edit('adminricordo', { 'edit-type': 'type', content: 'nessuno' })).status).toBe(400);
    expect((await edit('adminricordo', { 'edit-type': 'type', content: 'gestorelampade' })).status).toBe(200);
    expect((await page()).type).toBe('gestorelampade');
    const owner = await testApp.dataSource.getRepository(User).findOneByOrFail({ username: 'partnerdemo' });
    expect(owner.partnerType).toBe('gestorelampade');
    expect((await edit('adminricordo', { 'edit-type': 'type', content: 'partner' })).status).toBe(200);
    expect((await stored()).type).toBe('partner');
  });

  it('no partner edit by the partner itself writes an audit row', async () => {
    const audits = testApp.dataSource.getRepository(AuditEntry);
    const before = await audits.count();
    expect(
      (await edit('partnerdemo', { 'edit-type': 'name', content: 'Onoranze Funebri Bellini' })).status,
    ).toBe(200);
    expect(await audits.count()).toBe(before);
  });
});

describe('GET /api/partners/ownPartnerPage', () => {
  it("answers the partner's own page, and 401 or 403 to anyone else", async () => {
    const own = await agents.partnerdemo.get('/api/partners/ownPartnerPage').expect(200);
    expect(own.body.data).toMatchObject({ ID: partnerId });
    const lamps = await agents.lampadedemo.get('/api/partners/ownPartnerPage').expect(200);
    expect(lamps.body.data.ID).not.toBe(partnerId);
    expect((await agents.clientedemo.get('/api/partners/ownPartnerPage')).status).toBe(403);
    expect((await agents.adminricordo.get('/api/partners/ownPartnerPage')).status).toBe(403);
    expect((await agents.anonymous.get('/api/partners/ownPartnerPage')).status).toBe(401);
  });
});
