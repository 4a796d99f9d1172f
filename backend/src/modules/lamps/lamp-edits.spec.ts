import { beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, postForm } from '../../test-support/account-helpers';
import {
  createLampManager,
  createLampThroughApi,
  payLamp,
  subscriberForm,
  type CreatedLamp,
} from '../../test-support/lamp-helpers';
import { browser, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { AccountsService } from '../accounts/accounts.service';
import { DEMO_LAMP_SUBSCRIBER } from '../demo/demo-data';
import { OutboxMessage } from '../notifications/outbox-message.entity';
import { LampDemoService } from './lamp-demo.service';
import { LampPayment } from './lamp-payment.entity';
import { Lamp } from './lamp.entity';
import { DEMO_SERIAL } from './lamps.service';

// The lamp panel's edit routes keep what the request leaves out and write nothing when saved unchanged
// (docs/contracts.md "Edits keep what they are not sent"); the demo lamp's paid period is a recorded payment.

const testApp = useTestApp({ OUTBOX_WORKER: '0' }, { clearThrottles: true });

/** Every column of a row, as the database holds it. */
async function rowOf(table: 'lamps' | 'lamp_subscribers', id: number): Promise<Record<string, unknown>> {
  const rows = (await testApp.dataSource.query(`SELECT * FROM ${table} WHERE id = ?`, [id])) as Array<
    Record<string, unknown>
  >;
  expect(rows).toHaveLength(1);
  return rows[0];
}

const lampRow = async (serial: string) =>
  rowOf('lamps', (await testApp.dataSource.getRepository(Lamp).findOneByOrFail({ serial })).id);

describe('lamp edits keep what is left out and change nothing when unchanged', () => {
  let manager: Browser;
  let lamp: CreatedLamp;

  beforeAll(async () => {
    manager = await browser(testApp);
    await signIn(manager, 'lampadedemo');
    const managerId = (await testApp.app.get(AccountsService).findByUsername('lampadedemo'))!.id;
    lamp = await createLampThroughApi(testApp, manager, managerId);
    expect((await payLamp(manager, lamp, '2026-03-01', '2099-12-31')).status).toBe(200);
    // Every setting away from its default; the next connection longer than a day.
    const set = await postForm(manager, '/api/lampade/lampadaSet', {
      idDefunto: String(lamp.deceasedId),
      statoLampadaImpostato: '3',
      secondiSenzaConnessione: String(2 * 86_400 + 3_723),
      secondiProssimaConnessione: '90061',
    });
    expect(set.status).toBe(200);
  });

  it('lampadaSet: the settings sent back as read, or left out, change no column', async () => {
    const before = await lampRow(lamp.serial);
    const read = (await manager.get(`/api/lampade/lampadaData/${lamp.deceasedId}`).expect(200)).body.data
      .lampadaData as Record<string, number>;
    const same = await postForm(manager, '/api/lampade/lampadaSet', {
      idDefunto: String(lamp.deceasedId),
      statoLampadaImpostato: String(read.statoLampadaImpostato),
      secondiSenzaConnessione: String(read.secondiFunzionamentoSenzaConnessione),
      secondiProssimaConnessione: String(read.secondiProssimaConnessione),
    });
    expect(same.status).toBe(200);
    expect(await lampRow(lamp.serial)).toEqual(before);

    const nothing = await postForm(manager, '/api/lampade/lampadaSet', {
      idDefunto: String(lamp.deceasedId),
    });
    expect(nothing.status).toBe(200);
    expect(await lampRow(lamp.serial)).toEqual(before);
  });

  it('lampadaSet: a request with only the mode keeps both schedules', async () => {
    const before = await lampRow(lamp.serial);
    const moded = await postForm(manager, '/api/lampade/lampadaSet', {
      idDefunto: String(lamp.deceasedId),
      statoLampadaImpostato: '1',
    });
    expect(moded.status).toBe(200);
    const after = await lampRow(lamp.serial);
    expect(after.mode).toBe(1);
    expect(after.seconds_next_connection).toBe(before.seconds_next_connection);
    expect(after.seconds_without_connection).toBe(before.seconds_without_connection);
    expect(after.desired_version).toBe(Number(before.desired_version) + 1);
    // A field sent empty is still required.
    const empty = await postForm(manager, '/api/lampade/lampadaSet', {
      idDefunto: String(lamp.deceasedId),
      secondiProssimaConnessione: '',
    });
    expect(empty.status).toBe(400);
    expect(bodyOf(empty).data).toEqual({ fields: { secondiProssimaConnessione: 'Campo obbligatorio' } });
    expect(await lampRow(lamp.serial)).toEqual(after);
  });

  describe('lampadaAbbonatoUpdate', () => {
    const subscriber = () => rowOf('lamp_subscribers', lamp.subscriberId);
    const update = (fields: Record<string, string>) =>
      postForm(manager, '/api/lampade/lampadaAbbonatoUpdate', {
        idAbbonato: String(lamp.subscriberId),
        ...fields,
      });

    it('the form sent back as read, or with every field left out, changes no column', async () => {
      const before = await subscriber();
      const read = bodyOf(
        await postForm(manager, '/api/lampade/lampadaAbbonato', { idAbbonato: String(lamp.subscriberId) }),
      ).data as { abbonato: Record<string, string | number> };
      const { idAbbonato: _id, ...form } = read.abbonato;
      const same = await update(Object.fromEntries(Object.entries(form).map(([k, v]) => [k, String(v)])));
      expect(same.status).toBe(200);
      expect(bodyOf(same).message).toBe('Elemento modificato con successo');
      expect((bodyOf(same).data as { abbonato: object }).abbonato).toEqual(read.abbonato);
      expect(await subscriber()).toEqual(before);
      expect((await update({})).status).toBe(200);
      expect(await subscriber()).toEqual(before);
    });

    it('writes only the fields sent, normalized and checked as on creation', async () => {
      const before = await subscriber();
      const changed = await update({ telefono: '333 765 4321', mail: 'Nuova.Mail@Example.com' });
      expect(changed.status).toBe(200);
      expect(await subscriber()).toEqual({
        ...before,
        telephone: '+39-3337654321',
        email: 'nuova.mail@example.com',
      });

      const bad = await update({ nome: ' ', mailPec: 'x@', sdi: '!!' });
      expect(bad.status).toBe(400);
      expect(bodyOf(bad).data).toEqual({
        fields: { nome: 'Campo obbligatorio', sdi: 'Campo non valido', mailPec: 'Mail non valida' },
      });
      expect((await subscriber()).name).toBe(before.name);
    });

    it("refuses another subscriber's codice fiscale, saying whose it is", async () => {
      const otherForm = subscriberForm({ nome: 'Bruno', cognome: 'Gialli' });
      expect((await postForm(manager, '/api/lampade/lampadaAbbonatoCreate', otherForm)).status).toBe(200);
      const before = await subscriber();
      const taken = await update({ codiceFiscale: otherForm.codiceFiscale.toLowerCase() });
      expect(taken.status).toBe(409);
      expect(bodyOf(taken)).toMatchObject({
        errorCode: 'SUBSCRIBER_EXISTS',
        message: `Il codice fiscale ${otherForm.codiceFiscale} appartiene già all'abbonato Bruno Gialli: non è stato creato un nuovo abbonato.`,
        data: { fields: { codiceFiscale: 'Codice fiscale già registrato per un altro abbonato' } },
      });
      expect(await subscriber()).toEqual(before);
    });

    it("another manager cannot read or correct this manager's subscriber", async () => {
      const other = await createLampManager(testApp);
      const agent = await browser(testApp);
      await signIn(agent, other.username, other.password);
      const before = await subscriber();
      const response = await postForm(agent, '/api/lampade/lampadaAbbonatoUpdate', {
        idAbbonato: String(lamp.subscriberId),
        nome: 'Intruso',
      });
      expect(response.status).toBe(403);
      expect(await subscriber()).toEqual(before);
      const unknown = await postForm(manager, '/api/lampade/lampadaAbbonatoUpdate', {
        idAbbonato: '99999999',
      });
      expect(unknown.status).toBe(404);
    });
  });
});

describe('the demo lamp', () => {
  const demoPayments = async () => {
    const lamp = await testApp.dataSource.getRepository(Lamp).findOneByOrFail({ serial: DEMO_SERIAL });
    return {
      lamp,
      payments: await testApp.dataSource.getRepository(LampPayment).findBy({ lampId: lamp.id }),
    };
  };

  it('is paid by a recorded payment that ends on its paid-until day', async () => {
    const manager = await browser(testApp);
    await signIn(manager, 'lampadedemo');
    const popup = (await manager.get('/api/lampade/lampadaData/0001000').expect(200)).body.data
      .lampadaData as {
      dataTermineAccensione: string;
      attiva: boolean;
    };
    expect(popup.attiva).toBe(true);
    expect(popup.dataTermineAccensione).toBe(`${new Date().getFullYear() + 1}-12-31`);
    const listed = bodyOf(await postForm(manager, '/api/lampade/lampadaPagamenti', { seriale: DEMO_SERIAL }))
      .data as { pagamenti: Array<{ dataTermine: string; tipo: string; protocolloServizio: string }> };
    expect(listed.pagamenti).toHaveLength(1);
    expect(listed.pagamenti[0]).toMatchObject({ dataTermine: popup.dataTermineAccensione, tipo: 'Contanti' });
    expect(listed.pagamenti[0].protocolloServizio).toMatch(/^LV-\d{4}-\d{6}$/);
  });

  it('seeding again adds nothing; a lamp seeded paid without a payment gets its payment', async () => {
    const managerId = (await testApp.app.get(AccountsService).findByUsername('lampadedemo'))!.id;
    const demo = testApp.app.get(LampDemoService);
    await demo.ensure(managerId, 1000, DEMO_LAMP_SUBSCRIBER);
    expect((await demoPayments()).payments).toHaveLength(1);

    // As the seeder left it before: paid until a day, no payment.
    const { lamp } = await demoPayments();
    await testApp.dataSource.getRepository(LampPayment).delete({ lampId: lamp.id });
    await demo.ensure(managerId, 1000, DEMO_LAMP_SUBSCRIBER);
    const repaired = await demoPayments();
    expect(repaired.payments).toHaveLength(1);
    expect(repaired.lamp.paidUntil!.getTime()).toBe(lamp.paidUntil!.getTime());
    expect(repaired.payments[0].paidUntil).toBe(`${new Date().getFullYear() + 1}-12-31`);
    // Seeding mails no receipt (a started demo queued one to the demo subscriber on every fresh database).
    expect(
      await testApp.dataSource
        .getRepository(OutboxMessage)
        .countBy({ template: 'lamp-receipt', recipient: DEMO_LAMP_SUBSCRIBER.email }),
    ).toBe(0);
  });
});
