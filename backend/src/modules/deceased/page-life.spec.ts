import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV } from '../../test-support/account-helpers';
import { saveDeceased } from '../../test-support/deceased-helpers';
import { useTestApp } from '../../test-support/use-test-app';
import { User } from '../accounts/user.entity';
import { DomainEvents, type PageContentChanged } from '../domain-events/domain-events.service';
import { Deceased } from './deceased.entity';
import { PAGE_TRANSITIONS, PageLife, type TombstoneData } from './page-life';
import { ScheduledPublication } from './scheduled-publication.entity';

const testApp = useTestApp(ACCOUNT_TEST_ENV);

let life: PageLife;
let ownerId: number;
/** PageContentChanged delivered since the test began (after each transaction's commit). */
let raised: Array<Pick<PageContentChanged, 'deceasedId' | 'what'>> = [];

beforeAll(async () => {
  life = testApp.app.get(PageLife);
  testApp.app.get(DomainEvents).subscribe('PageContentChanged', (event) => {
    raised.push({ deceasedId: event.deceasedId, what: event.what });
  });
  ownerId = (await testApp.dataSource.getRepository(User).findOneByOrFail({ username: 'clientedemo' })).id;
});

beforeEach(() => {
  raised = [];
});

const DAY = 24 * 60 * 60 * 1000;
const now = () => new Date(Math.floor(Date.now() / 1000) * 1000);
const inTx = <T>(work: (manager: import('typeorm').EntityManager) => Promise<T>) =>
  testApp.dataSource.transaction(work);
const read = (id: number) => testApp.dataSource.getRepository(Deceased).findOneByOrFail({ id });
const waiting = (id: number) =>
  testApp.dataSource.getRepository(ScheduledPublication).findOneBy({ deceasedId: id });
const stateOf = (id: number) => inTx((manager) => life.stateOf(manager, id));

const draft = (surname: string, publicationTime = now()) =>
  inTx((manager) =>
    life.createDraft(manager, {
      name: 'Bozza',
      surname,
      gender: 'F',
      showPage: 0,
      manifestTexts: '{}',
      publicationTime,
      createdAt: now(),
    }),
  );

const tombstone: TombstoneData = {
  name: 'Attesa',
  surname: 'Conferma',
  gender: 'M',
  dateOfBirth: null,
  dateOfDeath: null,
  age: null,
  aphorism: null,
  graveyardName: null,
  graveyardRegionId: null,
  graveyardProvinceId: null,
  graveyardLocationId: null,
  graveyardCap: null,
  graveyardAddress: null,
  lapidePhoto: 'activation/lapide.jpg',
};
const awaitingOwner = () =>
  inTx((manager) => life.createAwaitingOwner(manager, { ...tombstone, partnerId: null }));

describe('the transitions table', () => {
  it('names only intents PageLife has, each from states to a state', () => {
    for (const move of PAGE_TRANSITIONS) {
      expect(typeof (life as unknown as Record<string, unknown>)[move.intent]).toBe('function');
      expect(move.by.length).toBeGreaterThan(0);
    }
  });
});

describe('draft (the forms)', () => {
  it('a new record is a hidden draft, whatever the form sends', async () => {
    const person = await draft('Nascosta');
    expect((await read(person.id)).enabled).toBe(0);
    expect(await waiting(person.id)).toBeNull();
  });

  it('draft → published: due now, visible with that time', async () => {
    const person = await draft('Subito');
    const at = new Date(now().getTime() - DAY);
    expect(
      await inTx((manager) => life.publishOn(manager, person.id, { at, created: true, now: now() })),
    ).toBe('published');
    const stored = await read(person.id);
    expect(stored.enabled).toBe(1);
    expect(stored.publicationTime.getTime()).toBe(at.getTime());
    expect(await stateOf(person.id)).toBe('published');
  });

  it('draft → published: no date on a new record publishes it now', async () => {
    const person = await draft('Adesso', new Date('2001-01-01T00:00:00Z'));
    const moment = now();
    await inTx((manager) => life.publishOn(manager, person.id, { at: null, created: true, now: moment }));
    const stored = await read(person.id);
    expect(stored.enabled).toBe(1);
    expect(stored.publicationTime.getTime()).toBe(moment.getTime());
  });

  it('draft → scheduled: a date to come hides it with a waiting publication', async () => {
    const person = await draft('Domani');
    const at = new Date(now().getTime() + DAY);
    expect(
      await inTx((manager) => life.publishOn(manager, person.id, { at, created: true, now: now() })),
    ).toBe('scheduled');
    expect((await read(person.id)).enabled).toBe(0);
    expect((await read(person.id)).publicationTime.getTime()).toBe(at.getTime());
    expect((await waiting(person.id))?.publishAt.getTime()).toBe(at.getTime());
    expect(await stateOf(person.id)).toBe('scheduled');
    expect(await life.isScheduled(person.id)).toBe(true);
  });
});

describe('scheduled', () => {
  const scheduled = async (surname: string, at = new Date(now().getTime() + DAY)) => {
    const person = await draft(surname);
    await inTx((manager) => life.publishOn(manager, person.id, { at, created: true, now: now() }));
    return person;
  };

  it('scheduled → scheduled: an edit without a date keeps it waiting', async () => {
    const person = await scheduled('Resta');
    expect(
      await inTx((manager) => life.publishOn(manager, person.id, { at: null, created: false, now: now() })),
    ).toBe('scheduled');
    expect(await waiting(person.id)).not.toBeNull();
    expect((await read(person.id)).enabled).toBe(0);
  });

  it('scheduled → published by the form: a date that has come drops the waiting row', async () => {
    const person = await scheduled('Anticipata');
    const at = new Date(now().getTime() - 60_000);
    expect(
      await inTx((manager) => life.publishOn(manager, person.id, { at, created: false, now: now() })),
    ).toBe('published');
    expect(await waiting(person.id)).toBeNull();
    expect((await read(person.id)).enabled).toBe(1);
  });

  it('scheduled → published by the clock: once due, with the notice event; a second take is refused', async () => {
    const at = new Date(now().getTime() - 1000);
    const person = await draft('Scaduta');
    await inTx((manager) => life.schedulePublication(manager, person.id, at));
    expect(await life.dueScheduled(now(), 1000)).toContain(person.id);
    expect(await inTx((manager) => life.publishDue(manager, person.id))).toBe(true);
    expect((await read(person.id)).enabled).toBe(1);
    expect(await waiting(person.id)).toBeNull();
    expect(raised).toContainEqual({ deceasedId: person.id, what: 'notice' });
    raised = [];
    expect(await inTx((manager) => life.publishDue(manager, person.id))).toBe(false);
    expect(raised).toEqual([]);
  });

  it('not due yet: the clock does not list it', async () => {
    const person = await scheduled('Futura');
    expect(await life.dueScheduled(now(), 1000)).not.toContain(person.id);
  });
});

describe('published', () => {
  it('published → scheduled: a date to come hides it again', async () => {
    const person = await saveDeceased(testApp, { name: 'Pubblicata', surname: 'Riprogrammata' });
    const at = new Date(now().getTime() + DAY);
    expect(
      await inTx((manager) => life.publishOn(manager, person.id, { at, created: false, now: now() })),
    ).toBe('scheduled');
    expect((await read(person.id)).enabled).toBe(0);
  });

  it('published → disabled by the admin, with the page event; disabling again is refused', async () => {
    const person = await saveDeceased(testApp, { name: 'Spenta', surname: 'Admin' });
    expect(await inTx((manager) => life.disablePage(manager, person.id))).toBe(true);
    expect((await read(person.id)).enabled).toBe(0);
    expect(await stateOf(person.id)).toBe('disabled');
    expect(raised).toEqual([{ deceasedId: person.id, what: 'deceased' }]);
    raised = [];
    expect(await inTx((manager) => life.disablePage(manager, person.id))).toBe(false);
    expect(raised).toEqual([]);
  });

  it('the clock refuses a published page without a waiting publication', async () => {
    const person = await saveDeceased(testApp, { name: 'Gia', surname: 'Pubblica' });
    expect(await inTx((manager) => life.publishDue(manager, person.id))).toBe(false);
    expect(raised).toEqual([]);
  });
});

describe('disabled', () => {
  it('disabled → published by the admin, with the page event; enabling again is refused', async () => {
    const person = await saveDeceased(testApp, { name: 'Riaccesa', surname: 'Admin', enabled: 0 });
    expect(await inTx((manager) => life.enablePage(manager, person.id))).toBe(true);
    expect((await read(person.id)).enabled).toBe(1);
    expect(raised).toEqual([{ deceasedId: person.id, what: 'deceased' }]);
    raised = [];
    expect(await inTx((manager) => life.enablePage(manager, person.id))).toBe(false);
    expect(raised).toEqual([]);
  });

  it('the form cannot publish nor schedule a page the admin disabled: only its time changes', async () => {
    const person = await saveDeceased(testApp, { name: 'Resta', surname: 'Spenta', enabled: 0 });
    for (const at of [new Date(now().getTime() - DAY), new Date(now().getTime() + DAY)]) {
      expect(
        await inTx((manager) => life.publishOn(manager, person.id, { at, created: false, now: now() })),
      ).toBe('disabled');
      const stored = await read(person.id);
      expect(stored.enabled).toBe(0);
      expect(stored.publicationTime.getTime()).toBe(at.getTime());
      expect(await waiting(person.id)).toBeNull();
    }
  });
});

describe('awaiting the owner (plaque activation)', () => {
  it('an activation makes a page shown nowhere, without owner', async () => {
    const page = await awaitingOwner();
    const stored = await read(page.id);
    expect([stored.enabled, stored.showPage, stored.ownerUserId]).toEqual([0, 0, null]);
    expect(await stateOf(page.id)).toBe('awaitingOwner');
  });

  it('awaitingOwner → published by the owner: their tombstone, published now, on account if so', async () => {
    const page = await awaitingOwner();
    await testApp.dataSource
      .getRepository(Deceased)
      .update({ id: page.id }, { publicationTime: new Date('2001-01-01T00:00:00Z') });
    const before = now();
    expect(await inTx((manager) => life.confirmByOwner(manager, page.id, ownerId, true))).toBe(true);
    const stored = await read(page.id);
    expect([stored.enabled, stored.showPage, stored.ownerUserId, stored.contoVendita]).toEqual([
      1,
      1,
      ownerId,
      1,
    ]);
    expect(stored.publicationTime.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(raised).toEqual([{ deceasedId: page.id, what: 'plaque' }]);
  });

  it('published notice → published tombstone by the owner: the notice keeps its time', async () => {
    const time = new Date('2019-05-05T10:00:00Z');
    const notice = await saveDeceased(testApp, {
      name: 'Avviso',
      surname: 'Attivato',
      showPage: 0,
      publicationTime: time,
    });
    expect(await inTx((manager) => life.confirmByOwner(manager, notice.id, ownerId))).toBe(true);
    const stored = await read(notice.id);
    expect([stored.showPage, stored.ownerUserId, stored.contoVendita]).toEqual([1, ownerId, 0]);
    expect(stored.publicationTime.getTime()).toBe(time.getTime());
  });

  it('the owner cannot confirm a page that no longer exists', async () => {
    expect(await inTx((manager) => life.confirmByOwner(manager, 999_999_999, ownerId))).toBe(false);
    expect(raised).toEqual([]);
  });

  it('awaitingOwner → gone: an unconfirmed page is discarded, its tombstone photo handed back', async () => {
    const page = await awaitingOwner();
    expect(await inTx((manager) => life.discardUnconfirmed(manager, page.id))).toBe('activation/lapide.jpg');
    expect(await testApp.dataSource.getRepository(Deceased).findOneBy({ id: page.id })).toBeNull();
  });

  it('a published, an owned or a confirmed page is never discarded', async () => {
    const published = await saveDeceased(testApp, { name: 'Mai', surname: 'Scartata', showPage: 0 });
    const owned = await saveDeceased(testApp, {
      name: 'Di',
      surname: 'Qualcuno',
      enabled: 0,
      showPage: 0,
      ownerUserId: ownerId,
    });
    const confirmed = await awaitingOwner();
    await inTx((manager) => life.confirmByOwner(manager, confirmed.id, ownerId));
    for (const page of [published, owned, confirmed]) {
      expect(await inTx((manager) => life.discardUnconfirmed(manager, page.id))).toBeNull();
      expect(await testApp.dataSource.getRepository(Deceased).findOneBy({ id: page.id })).not.toBeNull();
    }
  });
});

describe('never published (lamp records)', () => {
  it('stays hidden and is no page', async () => {
    const person = await inTx((manager) =>
      life.createNeverPublished(manager, { name: 'Lampada', surname: 'Sola' }),
    );
    const stored = await read(person.id);
    expect([stored.enabled, stored.showPage]).toEqual([0, 0]);
  });
});
