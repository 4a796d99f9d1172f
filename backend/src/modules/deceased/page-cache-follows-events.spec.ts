// The page cache follows the domain events (DomainEvents): for each kind of thing a cached public page
// shows, the real change made through its service or HTTP call is on the page at the next read, though the
// page was cached before it (DESIGN "Performance"). One case per cause of a PageContentChanged or
// PartnerPagesChanged event.
import request from 'supertest';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_TEST_ENV,
  createClient,
  linkOf,
  outboxMessages,
  postForm,
} from '../../test-support/account-helpers';
import { publishCondolence } from '../../test-support/condolence-helpers';
import { saveDeceased } from '../../test-support/deceased-helpers';
import { createLampThroughApi } from '../../test-support/lamp-helpers';
import { publishTestRenderEntry } from '../../test-support/render-entry';
import { browser, csrfToken, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { AccountsService } from '../accounts/accounts.service';
import type { User } from '../accounts/user.entity';
import { AdminDedicationsService } from '../dedications/admin-dedications.service';
import { Dedication } from '../dedications/dedication.entity';
import { ObituaryPublications } from '../obituaries/forms/obituary-publications';
import { ObituaryRecordsService } from '../obituaries/forms/obituary-records.service';
import { ScheduledPublication } from './scheduled-publication.entity';
import { ManifestoService } from '../obituaries/manifesto/manifesto.service';
import { PartnerCompanyService } from '../partners/partner-company.service';
import { PartnersService } from '../partners/partners.service';
import { AdminDeceasedService } from './admin-deceased.service';
import type { Deceased } from './deceased.entity';
import { PageCacheService } from './page-cache.service';

const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });

afterEach(() => {
  vi.restoreAllMocks();
});

/** The texts of a notice (the demo notice's shape, spec panels §3), so the page shows a notice part. */
const MANIFEST_TEXTS = JSON.stringify({
  firstSentence: { value: 'È mancato all’affetto dei suoi cari', bold: false, red: false },
  family: { value: 'Ne danno il triste annuncio i figli.', bold: false, red: false },
  thanks: { value: '', bold: false, red: false },
  funeralInfo: { value: 'I funerali avranno luogo domani.', bold: true, red: false },
  announce: { value: 'Milano', bold: false, red: false },
});

let admin: User;
let partnerUser: User;
let partnerId: number;
let people = 0;

beforeAll(async () => {
  // The book and the partner page are server-rendered by mfe_public's render entry (here the test one).
  publishTestRenderEntry(testApp.config.publishDir, '1.0.0');
  const accounts = testApp.app.get(AccountsService);
  admin = (await accounts.findByUsername('adminricordo'))!;
  partnerUser = (await accounts.findByUsername('partnerdemo'))!;
  partnerId = (await testApp.app.get(PartnersService).findByUser(partnerUser.id))!.id;
});

/** A fresh published page of its own for each case. */
function person(fields: Partial<Deceased> = {}): Promise<Deceased> {
  people += 1;
  return saveDeceased(testApp, { name: 'Carlo', surname: `Cache${people}`, ...fields });
}

async function signedIn(username: string): Promise<Browser> {
  const agent = await browser(testApp);
  await signIn(agent, username);
  return agent;
}

/** The cached deceasedData answer (DeceasedService.getDeceasedDataBytes): its data, or the status. */
async function pageData(id: number): Promise<Record<string, unknown> | number> {
  const response = await request(testApp.url).get(`/api/deceased/deceasedData/${id}`);
  return response.status === 200
    ? (response.body as { data: Record<string, unknown> }).data
    : response.status;
}

const embedded = (html: string) =>
  JSON.parse(
    /<script id="ricordo-ssr-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
  );

/** What the cached server-rendered partner page of partnerdemo embeds. */
async function partnerPage(): Promise<{ name: string; obituaries: Array<{ ID: number }> }> {
  const html = (await request(testApp.url).get(`/partner-page?${partnerId}`).expect(200)).text;
  return (embedded(html) as { partner: { name: string; obituaries: Array<{ ID: number }> } }).partner;
}

async function dedication(deceasedId: number, status: 'pending' | 'accepted', text: string) {
  const repository = testApp.dataSource.getRepository(Dedication);
  return repository.save(
    repository.create({
      deceasedId,
      type: 'dedica-cero',
      text,
      sign: 'Anna',
      status,
      mediaFilename: null,
      mediaType: null,
      giverName: 'Anna',
      giverSurname: 'Bianchi',
      giverEmail: null,
      giverTelephone: null,
      giverUserId: null,
      giverContact: null,
      orderId: null,
      createdAt: new Date(),
      decidedAt: status === 'accepted' ? new Date() : null,
    }),
  );
}

interface Arranged {
  /** What the cached page shows of the case's matter. */
  read: () => Promise<unknown>;
  /** The real change, through the service or the HTTP call that makes it. */
  change: () => Promise<void>;
  /** What the page shows after the change, or a check of it against what it showed before. */
  after: unknown;
  changed?: (before: unknown, after: unknown) => void;
}

interface Case {
  what: string;
  arrange(): Promise<Arranged>;
}

const CASES: Case[] = [
  {
    what: 'deceased data: the admin hides the page (AdminDeceasedService.setEnabled)',
    async arrange() {
      const { id } = await person();
      return {
        read: async () => {
          const data = await pageData(id);
          return typeof data === 'number' ? data : data.surname;
        },
        change: async () => {
          await testApp.app.get(AdminDeceasedService).setEnabled(String(id), '0', admin);
        },
        after: 404,
      };
    },
  },
  {
    what: 'notice: removed from a tombstone page (ObituaryRecordsService.delete)',
    async arrange() {
      const { id } = await person({ manifestTexts: MANIFEST_TEXTS, partnerId });
      return {
        read: async () => ((await pageData(id)) as { notice: unknown }).notice !== null,
        change: async () => {
          await testApp.app.get(ObituaryRecordsService).delete(String(id), admin);
        },
        after: false,
      };
    },
  },
  {
    what: 'notice publication: a scheduled notice goes live on the partner page (ObituaryPublications.tick)',
    async arrange() {
      const { id } = await person({
        showPage: 0,
        enabled: 0,
        partnerId,
        manifestTexts: MANIFEST_TEXTS,
        publicationTime: new Date(Date.now() - 60_000),
      });
      await testApp.dataSource
        .getRepository(ScheduledPublication)
        .save({ deceasedId: id, publishAt: new Date(Date.now() - 60_000) });
      return {
        read: async () => (await partnerPage()).obituaries.some((obituary) => obituary.ID === id),
        change: async () => {
          expect(await testApp.app.get(ObituaryPublications).tick()).toContain(id);
        },
        after: true,
      };
    },
  },
  {
    what: 'memorial: added by the admin (POST /api/admin/addMemorialToDeceased)',
    async arrange() {
      const { id } = await person();
      return {
        read: async () => ((await pageData(id)) as { memorial: unknown }).memorial !== null,
        change: async () => {
          const agent = await signedIn('adminricordo');
          const response = await agent
            .post('/api/admin/addMemorialToDeceased')
            .set('X-CSRF-Token', await csrfToken(agent))
            .field('deceased-id', `000${id}`)
            .field('deceased-bio', '<p>Chi era</p>');
          expect(response.status, JSON.stringify(response.body)).toBe(200);
        },
        after: true,
      };
    },
  },
  {
    what: 'dedication: approved by the admin (AdminDedicationsService.decide)',
    async arrange() {
      const { id } = await person();
      const pending = await dedication(id, 'pending', 'Una luce in attesa');
      return {
        read: async () => JSON.stringify((await pageData(id)) as object).includes('Una luce in attesa'),
        change: async () => {
          await testApp.app.get(AdminDedicationsService).decide(String(pending.id), 'active', admin);
        },
        after: true,
      };
    },
  },
  {
    what: 'dedication: edited by the admin (POST /api/admin/editDedic)',
    async arrange() {
      const { id } = await person();
      const shown = await dedication(id, 'accepted', 'Prima versione');
      return {
        read: async () => {
          const text = JSON.stringify((await pageData(id)) as object);
          return ['Prima versione', 'Seconda versione'].filter((version) => text.includes(version));
        },
        change: async () => {
          const agent = await signedIn('adminricordo');
          const call = agent.post('/api/admin/editDedic').set('X-CSRF-Token', await csrfToken(agent));
          for (const [name, value] of Object.entries({
            'dedic-id': String(shown.id),
            'dedic-type': 'dedica-cero',
            dedic: 'Seconda versione',
          }))
            call.field(name, value);
          const response = await call;
          expect(response.status, JSON.stringify(response.body)).toBe(200);
        },
        after: ['Seconda versione'],
      };
    },
  },
  {
    what: 'condolence: published in the book (POST /api/condolences/book)',
    async arrange() {
      const text = 'Un pensiero che resta';
      return {
        read: async () =>
          (await request(testApp.url).get('/memorial-book?0001000').expect(200)).text.includes(text),
        change: () => publishCondolence(testApp, text),
        after: true,
      };
    },
  },
  {
    what: 'lamp: a lamp placed on the page (POST /api/lampade/lampadaCreate)',
    async arrange() {
      const { id } = await person();
      const manager = await signedIn('lampadedemo');
      const managerId = (await testApp.app.get(AccountsService).findByUsername('lampadedemo'))!.id;
      return {
        read: async () => ((await pageData(id)) as { lamp: unknown }).lamp !== null,
        change: async () => {
          await createLampThroughApi(testApp, manager, managerId, { deceasedId: id });
        },
        after: true,
      };
    },
  },
  {
    what: 'manifesto: rendered again (ManifestoService.regenerate)',
    async arrange() {
      const { id } = await person({ manifestTexts: MANIFEST_TEXTS, partnerId });
      const manifesto = testApp.app.get(ManifestoService);
      // The render itself is the manifesto specs' matter: any JPEG bytes make a new stored image here.
      vi.spyOn(manifesto, 'renderJpeg').mockResolvedValue(Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
      return {
        read: async () =>
          ((await pageData(id)) as { notice: { manifesto: { url: string } } }).notice.manifesto.url,
        change: async () => {
          expect(await manifesto.regenerate(id)).toBe(true);
        },
        after: undefined,
        changed: (before, after) => {
          expect(after).toMatch(new RegExp(`^/api/obituaries/manifest/${id}\\.jpg\\?v=`));
          expect(after).not.toBe(before);
        },
      };
    },
  },
  {
    what: 'ownership: a transfer accepted (POST /api/admin/changeOwner, POST /api/deceased/acceptTransfer)',
    async arrange() {
      // The public page shows no owner: what proves it followed is the dropped cache version.
      const owner = await createClient(testApp);
      const receiver = await createClient(testApp);
      const { id } = await person({ ownerUserId: owner.id });
      const cache = testApp.app.get(PageCacheService);
      const version = cache.version(id);
      return {
        read: async () => {
          await pageData(id);
          return cache.version(id) - version;
        },
        change: async () => {
          const agent = await signedIn('adminricordo');
          const asked = await postForm(agent, '/api/admin/changeOwner', {
            'deceased-id': String(id),
            'new-owner-id': String(receiver.id),
          });
          expect(asked.status, asked.text).toBe(200);
          const mails = await outboxMessages(testApp, {
            template: 'ownership-transfer',
            userId: receiver.id,
          });
          const { token } = linkOf(mails[mails.length - 1]);
          const accepted = await postForm(await browser(testApp), '/api/deceased/acceptTransfer', { token });
          expect(accepted.status, accepted.text).toBe(200);
        },
        after: 1,
      };
    },
  },
  {
    what: "partner page: the funeral home's name changed (PartnerCompanyService.edit)",
    async arrange() {
      const company = testApp.app.get(PartnerCompanyService);
      const before = (await company.ofUser(partnerUser.id)) as unknown as { name: string };
      return {
        read: async () => (await partnerPage()).name,
        change: async () => {
          await company.edit(partnerUser.id, { name: `${before.name} & Figli` });
        },
        after: 'Onoranze Funebri Bellini & Figli',
      };
    },
  },
];

describe('the cached public pages show each kind of change at the next read', () => {
  it.each(CASES.map((one) => [one.what, one] as const))('%s', async (_what, one) => {
    const { read, change, after, changed } = await one.arrange();
    const before = await read();
    // Read twice: the second answer comes from the cache, and still shows the old content.
    expect(await read()).toEqual(before);
    await change();
    if (changed) changed(before, await read());
    else {
      expect(before).not.toEqual(after);
      expect(await read()).toEqual(after);
    }
  });
});
