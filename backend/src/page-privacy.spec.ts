import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from './modules/audit/audit-entry.entity';
import { ROLES_METADATA } from './modules/auth/roles.guard';
import type { Role } from './modules/auth/request-auth';
import { Deceased } from './modules/deceased/deceased.entity';
import { PageCacheEvent } from './modules/deceased/page-cache-event.entity';
import { READS_PAGE_METADATA } from './modules/deceased/page-read.guard';
import { MediaStorage } from './modules/media/storage/media-storage';
import { PageMember } from './modules/page-members/page-member.entity';
import { ACCOUNT_TEST_ENV, createClient } from './test-support/account-helpers';
import { publishCondolence } from './test-support/condolence-helpers';
import { saveDeceased } from './test-support/deceased-helpers';
import { savePlaque } from './test-support/qr-helpers';
import { browser, csrfToken, signIn, type Browser } from './test-support/test-app';
import { writeTestShell } from './test-support/test-shell';
import { useTestApp } from './test-support/use-test-app';

/**
 * Page privacy (docs/contracts.md "Page privacy"): for a 'Privata' page and a 'Solo con il link' page, every
 * route of the application — read from the controllers' metadata, so a route added tomorrow is walked too —
 * and the page's media URL, its server-rendered pages and the search refuse an anonymous visitor and a
 * signed-in stranger, and answer the owner, an invited guest and the holder of the plaque's or the link's key.
 */
const shellDir = mkdtempSync(join(tmpdir(), 'ricordo-privacy-shell-'));
const testApp = useTestApp(ACCOUNT_TEST_ENV, { overrides: { shellDist: writeTestShell(shellDir) } });
afterAll(() => rmSync(shellDir, { recursive: true, force: true }));

/** Path parameters that name a page (a deceased id). */
const PAGE_PARAMS = ['id', 'deceasedId'];

/**
 * Routes whose path has a page-like parameter but that read no page for a stranger, each with its reason.
 * Anything else naming a page must be `@ReadsPage()`.
 */
const NOT_PAGE_READS: Record<string, string> = {
  'GET /api/account/deceased/:id/dates': "the family's dates: its keepers only (mayManagePage)",
  'POST /api/account/deceased/:id/dates': 'a change by the page keepers (mayManagePage)',
  'PUT /api/account/deceased/:id/dates/:dateId': 'a change by the page keepers (mayManagePage)',
  'DELETE /api/account/deceased/:id/dates/:dateId': 'a change by the page keepers (mayManagePage)',
  'POST /api/account/deceased/:id/gravePoint': 'a change by the page keepers (mayManagePage)',
  'GET /api/account/deceased/:id/privacy': 'the privacy panel: the page keepers only',
  'PUT /api/account/deceased/:id/privacy': 'the privacy panel: the page keepers only',
  'POST /api/account/deceased/:id/privacy/newLink': 'the privacy panel: the page keepers only',
  'GET /api/account/deceased/:id/export.zip': "the family's archive: its family only (family-access.ts)",
  'GET /api/account/deceased/:id/book.pdf': "the family's book: its family only (family-access.ts)",
  'GET /api/account/pages/:id/members': "the page's people: its keepers only (page-members)",
  'POST /api/account/pages/:id/invitations': "the page's people: its keepers only (page-members)",
  'DELETE /api/account/pages/:id/invitations/:invitationId':
    "the page's people: its keepers only (page-members)",
  'DELETE /api/account/pages/:id/members/:userId': "the page's people: its keepers only (page-members)",
  'POST /api/account/pages/:id/inherited-managers': "the page's people: its owner only (page-members)",
  'GET /api/account/pages/:id/manager-activity': "the page's people: its keepers only (page-members)",
  'GET /api/partners/getPartnerPage/:id':
    "a funeral home's page by the partner's id (its list of notices shows public pages only)",
  'GET /api/deceasedCard/:id': 'the plaque card: its owner, partner or an admin (checked by the service)',
  'GET /api/deceasedCard2/:id': 'the plaque card: its owner, partner or an admin (checked by the service)',
  'GET /api/pdfBook/:id': 'the book PDF: its owner, partner or an admin (checked by the service)',
  'GET /api/obituaries/manifestBg/:id.jpg': 'a manifesto background of the catalogue, not a page',
  'GET /api/qrcodes/:id/image.png': "a plaque's QR image by the plaque's id, not a page",
  'GET /dev/mailbox/:id/html': 'a demo message by its id, not a page',
  'GET /qr/:code': 'the plaque scan: the key itself (it hands out the landing cookie)',
  'GET /qr/:code/condoglianze': "the plaque's book scan: the key itself",
  'GET /pagina/:id/:key': "the page's secret link: the key itself",
};

/** The routes that hand out a page's key (the plaque's scans, the secret link): not walked as a stranger. */
const KEY_ROUTES = ['/qr/:code', '/qr/:code/condoglianze', '/pagina/:id/:key'];

interface Route {
  method: string;
  path: string;
  roles: Role[] | undefined;
  readsPage: string | undefined;
}

const METHODS: Partial<Record<RequestMethod, string>> = {
  [RequestMethod.GET]: 'GET',
  [RequestMethod.POST]: 'POST',
  [RequestMethod.PUT]: 'PUT',
  [RequestMethod.PATCH]: 'PATCH',
  [RequestMethod.DELETE]: 'DELETE',
};

const joined = (...parts: string[]) =>
  `/${parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;

/** Every route the controllers declare, with its roles and its `@ReadsPage()` parameter. */
function routes(): Route[] {
  const found: Route[] = [];
  for (const module of testApp.app.get(ModulesContainer).values())
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        const method = METHODS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        if (path === undefined || !method) continue;
        const roles = (Reflect.getMetadata(ROLES_METADATA, handler) ??
          Reflect.getMetadata(ROLES_METADATA, controller)) as Role[] | undefined;
        const readsPage = (Reflect.getMetadata(READS_PAGE_METADATA, handler) ??
          Reflect.getMetadata(READS_PAGE_METADATA, controller)) as string | undefined;
        found.push({ method, path: joined(base, path), roles, readsPage });
      }
    }
  return found;
}

const paramsOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);
/** A stranger reaches the route: public, any signed-in account (`@Roles()`), or clients. */
const strangerReaches = (route: Route) =>
  route.roles === undefined || route.roles.length === 0 || route.roles.includes('client');

/** Unique in the database: a response that carries it carries the page. */
const MARKER = 'Zqwprivatissima';

interface Fixture {
  privatePage: Deceased;
  linkPage: Deceased;
  owner: Browser;
  guest: Browser;
  manager: Browser;
  stranger: Browser;
  admin: Browser;
  anonymous: Browser;
  /** Landed through the private page's plaque. */
  scanner: Browser;
  /** Landed through the link page's secret link. */
  linkHolder: Browser;
  /** Landed through the link page's secret link while on the private page (a link opens no private page). */
  privateLinkHolder: Browser;
  photoKey: string;
  link: string;
  plaqueCode: string;
}
let f: Fixture;

async function setPrivacy(agent: Browser, id: number, privacy: string) {
  return agent
    .put(`/api/account/deceased/${id}/privacy`)
    .set('X-CSRF-Token', await csrfToken(agent))
    .send({ privacy });
}

async function signedInAs(user: { username: string; password: string }): Promise<Browser> {
  const agent = await browser(testApp);
  await signIn(agent, user.username, user.password);
  return agent;
}

beforeAll(async () => {
  const [ownerUser, guestUser, managerUser, strangerUser] = await Promise.all([
    createClient(testApp),
    createClient(testApp),
    createClient(testApp),
    createClient(testApp),
  ]);
  const photoKey = `tombstones/privacy-${Date.now()}.jpg`;
  await testApp.app.get(MediaStorage).write(photoKey, Readable.from([Buffer.from(`jpeg ${MARKER}`)]));
  const privatePage = await saveDeceased(testApp, {
    name: 'Ottavia',
    surname: MARKER,
    ownerUserId: ownerUser.id,
    photo: photoKey,
    publicationTime: new Date(Date.now() - 86_400_000), // its book open
  });
  const linkPage = await saveDeceased(testApp, {
    name: 'Settimia',
    surname: `${MARKER}link`,
    ownerUserId: ownerUser.id,
  });
  // Condolences written while the pages were public stay theirs once narrowed.
  await publishCondolence(testApp, `Un pensiero per ${MARKER}`, 'Lucia', `000${privatePage.id}`);
  const members = testApp.dataSource.getRepository(PageMember);
  for (const page of [privatePage, linkPage]) {
    await members.save({ deceasedId: page.id, userId: guestUser.id, role: 'guest', createdAt: new Date() });
    await members.save({
      deceasedId: page.id,
      userId: managerUser.id,
      role: 'manager',
      createdAt: new Date(),
    });
  }
  const plaque = await savePlaque(testApp, {
    saleChannel: 'admin',
    sold: 1,
    deceasedId: privatePage.id,
    activationStatus: 'active',
    activatedAt: new Date(),
  });
  const owner = await signedInAs(ownerUser);
  expect((await setPrivacy(owner, privatePage.id, 'private')).status).toBe(200);
  const linkAnswer = await setPrivacy(owner, linkPage.id, 'link');
  expect(linkAnswer.status).toBe(200);
  const link = (linkAnswer.body as { data: { link: string } }).data.link;
  expect(link).toMatch(new RegExp(`/pagina/${linkPage.id}/[A-Za-z0-9_-]{43}$`));
  const linkPath = new URL(link).pathname;

  const scanner = await browser(testApp);
  const scan = await scanner.get(`/qr/${plaque.code}`).redirects(0).expect(302);
  expect(scan.headers.location).toBe(`/memorial?000${privatePage.id}`);
  const linkHolder = await browser(testApp);
  await linkHolder.get(linkPath).redirects(0).expect(302);
  const privateLinkHolder = await browser(testApp);
  await privateLinkHolder.get(linkPath.replace(`/${linkPage.id}/`, `/${privatePage.id}/`)).redirects(0);
  const admin = await browser(testApp);
  await signIn(admin, 'adminricordo');
  f = {
    privatePage,
    linkPage,
    owner,
    guest: await signedInAs(guestUser),
    manager: await signedInAs(managerUser),
    stranger: await signedInAs(strangerUser),
    admin,
    anonymous: await browser(testApp),
    scanner,
    linkHolder,
    privateLinkHolder,
    photoKey,
    link: linkPath,
    plaqueCode: plaque.code,
  };
});

describe('page privacy: every route that names a page applies the read rule', () => {
  it('finds every route a stranger reaches with a page in its path either marked @ReadsPage() or listed with its reason', () => {
    const all = routes();
    expect(all.length).toBeGreaterThan(100);
    const unmarked = all
      .filter((route) => strangerReaches(route) && paramsOf(route.path).some((p) => PAGE_PARAMS.includes(p)))
      .filter((route) => route.readsPage === undefined)
      .map((route) => `${route.method} ${route.path}`)
      .filter((route) => !(route in NOT_PAGE_READS));
    expect(unmarked.join('\n')).toBe('');
    // The marked ones name their parameter rightly.
    for (const route of all.filter((candidate) => candidate.readsPage !== undefined))
      if (!route.readsPage?.startsWith('body.')) expect(paramsOf(route.path)).toContain(route.readsPage);
  });

  it('walks every declared GET route with each page in every page parameter: nothing of the page reaches an anonymous visitor or a stranger', async () => {
    const leaks: string[] = [];
    let calls = 0;
    const gets = routes().filter((route) => route.method === 'GET');
    expect(gets.map((route) => route.path)).toEqual(expect.arrayContaining(KEY_ROUTES));
    for (const page of [f.privatePage, f.linkPage])
      for (const route of gets) {
        const path = route.path.replace(/:(\w+)/g, (_all, name: string) =>
          PAGE_PARAMS.includes(name) ? `000${page.id}` : name === 'code' ? f.plaqueCode : '1',
        );
        // Filled query strings too (the search's `text`, any other that takes a name).
        const url = `${path}?text=${MARKER}&q=${MARKER}&name=${MARKER}&surname=${MARKER}`;
        if (KEY_ROUTES.includes(route.path)) continue; // the keys themselves (tested below)
        for (const [who, agent] of [
          ['anonymous', f.anonymous],
          ['stranger', f.stranger],
        ] as const) {
          const response = await agent.get(url).redirects(0).buffer(true);
          calls += 1;
          const body = Buffer.isBuffer(response.body)
            ? response.body.toString('latin1')
            : `${response.text ?? ''}${JSON.stringify(response.body ?? '')}`;
          if (body.includes(MARKER)) leaks.push(`GET ${url} as ${who}: ${response.status}`);
        }
      }
    expect(leaks.join('\n')).toBe('');
    expect(calls).toBeGreaterThan(gets.length * 2);
  });

  it('refuses every @ReadsPage() route to an anonymous visitor and a stranger (403 PAGE_NOT_PUBLIC), and answers the owner, a guest, a manager, an admin and the key holders', async () => {
    const marked = routes().filter((route) => route.readsPage !== undefined && route.method === 'GET');
    expect(
      routes().some((route) => route.path === '/api/condolences/book' && route.readsPage === 'body.qrcode'),
    ).toBe(true);
    expect(marked.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/api/deceased/deceasedData/:id',
        '/api/condolences/getBookMessages/:id',
        '/api/condolences/phrases/:id',
        '/api/deceased/:id/calendar',
        '/api/deceased/:id/calendar.ics',
      ]),
    );
    const wrong: string[] = [];
    const cases: Array<[Deceased, string, Browser, boolean]> = [
      [f.privatePage, 'anonymous', f.anonymous, false],
      [f.privatePage, 'stranger', f.stranger, false],
      [f.privatePage, 'link of another page', f.privateLinkHolder, false],
      [f.privatePage, 'owner', f.owner, true],
      [f.privatePage, 'guest', f.guest, true],
      [f.privatePage, 'manager', f.manager, true],
      [f.privatePage, 'admin', f.admin, true],
      [f.privatePage, 'plaque scan', f.scanner, true],
      [f.linkPage, 'anonymous', f.anonymous, false],
      [f.linkPage, 'stranger', f.stranger, false],
      [f.linkPage, 'plaque scan of another page', f.scanner, false],
      [f.linkPage, 'owner', f.owner, true],
      [f.linkPage, 'guest', f.guest, true],
      [f.linkPage, 'link holder', f.linkHolder, true],
    ];
    for (const [page, who, agent, allowed] of cases)
      for (const route of marked) {
        const path = route.path.replace(`:${route.readsPage}`, String(page.id));
        const response = await agent.get(path).redirects(0);
        const refused = response.status === 403;
        if (refused === allowed || (refused && response.body?.errorCode !== 'PAGE_NOT_PUBLIC'))
          wrong.push(`${path} (${page.privacy ?? ''}) as ${who}: ${response.status}`);
        if (!allowed && !/no-store/.test(String(response.headers['cache-control'])))
          wrong.push(`${path} as ${who}: Cache-Control ${response.headers['cache-control']}`);
      }
    expect(wrong.join('\n')).toBe('');
  });

  it("refuses a stranger who signs a non-public page's book, and takes a guest's message", async () => {
    const sign = async (agent: Browser) =>
      agent
        .post('/api/condolences/book')
        .set('X-CSRF-Token', await csrfToken(agent))
        .send({ name: 'Marta', text: 'Un abbraccio', qrcode: `000${f.privatePage.id}` });
    const refused = await sign(f.stranger);
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('PAGE_NOT_PUBLIC');
    expect((await sign(f.guest)).status).toBe(200);
  });

  it("serves a non-public page's media to who may read it only, never to a shared cache", async () => {
    const url = `/media/${f.photoKey}`;
    for (const agent of [f.anonymous, f.stranger, f.linkHolder])
      expect((await agent.get(url)).status).toBe(404);
    for (const agent of [f.owner, f.guest, f.scanner]) {
      const response = await agent.get(url).expect(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('draws the server page for who may read it with noindex and no share preview; the shell with 403 to the others', async () => {
    for (const path of [`/memorial?000${f.privatePage.id}`, `/memorial-book?000${f.privatePage.id}`]) {
      const refused = await f.anonymous.get(path).expect(403);
      expect(refused.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(refused.text).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(refused.text).not.toContain(MARKER);
      const opened = await f.scanner.get(path).expect(200);
      expect(opened.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(opened.text).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(opened.text).not.toMatch(/og:|twitter:/);
    }
  });

  it('keeps both pages out of the search, which still finds a public one', async () => {
    const control = await saveDeceased(testApp, { name: 'Prima', surname: `${MARKER}pubblica` });
    const answer = await f.anonymous.get(`/api/search?text=${MARKER}`).expect(200);
    const ids = JSON.stringify(answer.body);
    expect(ids).toContain(`${MARKER}pubblica`);
    expect(ids).not.toContain(`"${MARKER}"`);
    expect(ids).not.toContain(`${MARKER}link`);
    await testApp.dataSource.getRepository(Deceased).delete({ id: control.id });
  });
});

describe('page privacy: who changes it, audited and at once', () => {
  it('refuses a manager who widens the page, a guest and a stranger; takes an invalid value as 400', async () => {
    const id = f.privatePage.id;
    const widen = await setPrivacy(f.manager, id, 'public');
    expect(widen.status).toBe(403);
    expect(widen.body.errorCode).toBe('PRIVACY_WIDEN_OWNER_ONLY');
    expect((await setPrivacy(f.manager, id, 'link')).status).toBe(403);
    expect((await setPrivacy(f.guest, id, 'private')).status).toBe(403);
    expect((await setPrivacy(f.stranger, id, 'private')).status).toBe(403);
    expect((await setPrivacy(f.owner, id, 'segreta')).status).toBe(400);
    const page = await testApp.dataSource.getRepository(Deceased).findOneByOrFail({ id });
    expect(page.privacy).toBe('private');
    const reading = await f.manager.get(`/api/account/deceased/${id}/privacy`).expect(200);
    expect(reading.body.data).toMatchObject({
      privacy: 'private',
      role: 'manager',
      mayWiden: false,
      link: null,
    });
  });

  it('lets a manager narrow it; the owner widens it back; each change is audited and told to the other instances', async () => {
    const id = f.linkPage.id;
    const events = testApp.dataSource.getRepository(PageCacheEvent);
    const before = await events.countBy({ deceasedId: id });
    // Cached while open to the link holder: the cached copy is never served past the new rule.
    await f.linkHolder.get(`/api/deceased/deceasedData/${id}`).expect(200);
    expect((await setPrivacy(f.manager, id, 'private')).status).toBe(200);
    expect((await f.linkHolder.get(`/api/deceased/deceasedData/${id}`)).status).toBe(403);
    expect(await events.countBy({ deceasedId: id })).toBeGreaterThan(before);
    expect((await setPrivacy(f.owner, id, 'public')).status).toBe(200);
    await f.anonymous.get(`/api/deceased/deceasedData/${id}`).expect(200);
    expect((await setPrivacy(f.owner, id, 'link')).status).toBe(200);
    expect((await f.anonymous.get(`/api/deceased/deceasedData/${id}`)).status).toBe(403);
    const rows = await testApp.dataSource
      .getRepository(AuditEntry)
      .find({ where: { action: 'page.privacy', targetId: String(id) }, order: { id: 'ASC' } });
    expect(rows.map((row) => JSON.parse(row.newValues ?? '{}').privacy)).toEqual(
      expect.arrayContaining(['private', 'public', 'link']),
    );
  });

  it('a new link voids the old one and the keys it handed out', async () => {
    const id = f.linkPage.id;
    await f.linkHolder.get(`/api/deceased/deceasedData/${id}`).expect(200);
    const rotated = await f.owner
      .post(`/api/account/deceased/${id}/privacy/newLink`)
      .set('X-CSRF-Token', await csrfToken(f.owner))
      .expect(200);
    const link = new URL((rotated.body as { data: { link: string } }).data.link).pathname;
    expect(link).not.toBe(f.link);
    expect((await f.linkHolder.get(`/api/deceased/deceasedData/${id}`)).status).toBe(403);
    const late = await browser(testApp);
    await late.get(f.link).redirects(0).expect(302);
    expect((await late.get(`/api/deceased/deceasedData/${id}`)).status).toBe(403);
    await late.get(link).redirects(0).expect(302);
    await late.get(`/api/deceased/deceasedData/${id}`).expect(200);
    expect(
      await testApp.dataSource
        .getRepository(AuditEntry)
        .countBy({ action: 'page.privacyKey', targetId: String(id) }),
    ).toBe(1);
  });
});
