import { PDFParse } from 'pdf-parse';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, outboxMessages, payloadOf, postForm } from '../../test-support/account-helpers';
import { saveDeceased } from '../../test-support/deceased-helpers';
import {
  createLampManager,
  createLampThroughApi,
  payLamp,
  subscriberForm,
  type CreatedLamp,
} from '../../test-support/lamp-helpers';
import { browser, csrfToken, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { AccountsService } from '../accounts/accounts.service';
import { verifyMosquittoHash } from './lamp-credentials';
import { LampUnit } from './lamp-unit.entity';
import { LampsService } from './lamps.service';
import { Lamp } from './lamp.entity';

const testApp = useTestApp(
  { OUTBOX_WORKER: '0', PUBLIC_URL: 'https://ricordo.example' },
  { clearThrottles: true },
);

async function pdfText(pdf: Buffer): Promise<string> {
  return (await new PDFParse({ data: pdf }).getText()).text;
}

const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('lamp panel: subscribers, lamps, payments', () => {
  let manager: Browser;
  let managerId: number;

  beforeAll(async () => {
    manager = await browser(testApp);
    await signIn(manager, 'lampadedemo');
    managerId = (await testApp.app.get(AccountsService).findByUsername('lampadedemo'))!.id;
  });

  it('refuses an empty subscriber form with Campo obbligatorio on every field', async () => {
    const response = await postForm(manager, '/api/lampade/lampadaAbbonatoCreate', {}).then((r) => r);
    expect(response.status).toBe(400);
    expect(bodyOf(response).errorCode).toBe('VALIDATION_FAILED');
    expect(bodyOf(response).data).toEqual({
      fields: {
        nome: 'Campo obbligatorio',
        cognome: 'Campo obbligatorio',
        codiceFiscale: 'Campo obbligatorio',
        indirizzo: 'Campo obbligatorio',
        sdi: 'Campo obbligatorio',
        telefono: 'Campo obbligatorio',
        mail: 'Campo obbligatorio',
        mailPec: 'Campo obbligatorio',
      },
    });
    const blanks = await postForm(
      manager,
      '/api/lampade/lampadaAbbonatoCreate',
      subscriberForm({ sdi: '  ', mail: '' }),
    );
    expect((bodyOf(blanks).data as { fields: object }).fields).toEqual({
      sdi: 'Campo obbligatorio',
      mail: 'Campo obbligatorio',
    });
  });

  it('checks the subscriber fields it can check', async () => {
    const response = await postForm(
      manager,
      '/api/lampade/lampadaAbbonatoCreate',
      subscriberForm({
        mail: 'non-una-mail',
        mailPec: 'x@',
        telefono: '12',
        codiceFiscale: 'ABC',
        sdi: '!!',
      }),
    );
    expect(response.status).toBe(400);
    expect((bodyOf(response).data as { fields: object }).fields).toEqual({
      mail: 'Mail non valida',
      mailPec: 'Mail non valida',
      telefono: 'Numero di telefono non valido',
      codiceFiscale: 'Campo non valido',
      sdi: 'Campo non valido',
    });
  });

  it('creates a subscriber once, however often the same form is sent', async () => {
    const form = subscriberForm();
    const first = await postForm(manager, '/api/lampade/lampadaAbbonatoCreate', form);
    expect(first.status).toBe(200);
    expect(bodyOf(first).message).toBe('Abbonato creato con successo');
    const abbonato = (bodyOf(first).data as { abbonato: Record<string, unknown> }).abbonato;
    expect(abbonato).toMatchObject({
      nome: 'Maria',
      cognome: 'Rossi',
      telefono: '+39-3331234567',
      sdi: '0000000',
    });
    const again = await postForm(manager, '/api/lampade/lampadaAbbonatoCreate', form);
    expect((bodyOf(again).data as { abbonato: { idAbbonato: number } }).abbonato.idAbbonato).toBe(
      abbonato.idAbbonato,
    );
    const other = await postForm(manager, '/api/lampade/lampadaAbbonatoCreate', { ...form, nome: 'Marta' });
    expect(other.status).toBe(409);
    // The message says why, naming the subscriber who has that codice fiscale (spec panels §3 Subscriber, §8;
    // docs/contracts.md "Lamp panel calls").
    expect(bodyOf(other)).toMatchObject({
      errorCode: 'SUBSCRIBER_EXISTS',
      message: `Il codice fiscale ${form.codiceFiscale} appartiene già all'abbonato Maria Rossi: non è stato creato un nuovo abbonato.`,
      data: {
        fields: { codiceFiscale: 'Codice fiscale già registrato per un altro abbonato' },
        idAbbonato: abbonato.idAbbonato,
      },
    });

    const found = await postForm(manager, '/api/lampade/lampadaSearchAbbonati', { searchInput: 'ross' });
    const ids = (bodyOf(found).data as { abbonati: Array<{ idAbbonato: number }> }).abbonati.map(
      (s) => s.idAbbonato,
    );
    expect(ids).toContain(abbonato.idAbbonato);
    const one = await postForm(manager, '/api/lampade/lampadaAbbonato', {
      idAbbonato: String(abbonato.idAbbonato),
    });
    expect((bodyOf(one).data as { abbonato: object }).abbonato).toEqual(abbonato);
  });

  it('creates a lamp for a deceased and a subscriber, off until paid, with its MQTT password once', async () => {
    const deceased = await saveDeceased(testApp, { name: 'Ada', surname: 'Lampadina' });
    const subscriber = await postForm(manager, '/api/lampade/lampadaAbbonatoCreate', subscriberForm());
    const subscriberId = (bodyOf(subscriber).data as { abbonato: { idAbbonato: number } }).abbonato
      .idAbbonato;

    const found = await postForm(manager, '/api/lampade/lampadaSearchDefunti', { searchInput: 'ada lampad' });
    expect((bodyOf(found).data as { defunti: object[] }).defunti).toEqual([
      expect.objectContaining({ ID: deceased.id, name: 'Ada', surname: 'Lampadina', hasLamp: false }),
    ]);

    const missing = await postForm(manager, '/api/lampade/lampadaCreate', {});
    expect(missing.status).toBe(400);
    expect((bodyOf(missing).data as { fields: object }).fields).toEqual({
      idDefunto: 'Campo obbligatorio',
      idAbbonato: 'Campo obbligatorio',
      idGestore: 'Campo obbligatorio',
    });

    const created = await postForm(manager, '/api/lampade/lampadaCreate', {
      idDefunto: `000${deceased.id}`,
      idAbbonato: String(subscriberId),
      idGestore: String(managerId),
    });
    expect(created.status).toBe(200);
    expect(bodyOf(created).message).toBe(
      'Lampada aggiunta con successo, ricordati di aggiungere un pagamento per attivarla.',
    );
    const data = bodyOf(created).data as {
      lampada: Record<string, unknown> & { serialeLampada: string };
      password: string;
      topicCheckin: string;
      topicDesired: string;
    };
    expect(data.lampada).toMatchObject({
      idDefunto: deceased.id,
      nomeDefunto: 'Ada',
      idAbbonato: subscriberId,
      idGestore: managerId,
      statoLampadaImpostato: 1,
      statoLampadaEffettivo: 0,
      dataTermineAccensione: null,
      attiva: false,
      dataUltimoControllo: null,
      inAttesa: true,
      anomalia: false,
    });
    expect(data.topicCheckin).toBe(`ricordo/lamps/${data.lampada.serialeLampada}/checkin`);
    expect(data.topicDesired).toBe(`ricordo/lamps/${data.lampada.serialeLampada}/desired`);
    // Only the hash is kept, in Mosquitto's password-file form.
    const row = await testApp.dataSource
      .getRepository(Lamp)
      .findOneByOrFail({ serial: data.lampada.serialeLampada });
    expect(row.credentialHash).toMatch(/^\$7\$101\$/);
    expect(row.credentialHash).not.toContain(data.password);
    expect(verifyMosquittoHash(data.password, row.credentialHash)).toBe(true);
    expect(JSON.parse(row.desiredState!)).toMatchObject({ mode: 0, onUntil: null });

    const twice = await postForm(manager, '/api/lampade/lampadaCreate', {
      idDefunto: String(deceased.id),
      idAbbonato: String(subscriberId),
      idGestore: String(managerId),
    });
    expect(twice.status).toBe(409);
    expect(bodyOf(twice)).toMatchObject({
      errorCode: 'LAMP_EXISTS',
      message: 'Errore nella creazione della lampada, riprova.',
    });

    const unknownDeceased = await postForm(manager, '/api/lampade/lampadaCreate', {
      idDefunto: '99999999',
      idAbbonato: String(subscriberId),
      idGestore: String(managerId),
    });
    expect(unknownDeceased.status).toBe(404);

    const popup = await manager.get(`/api/lampade/lampadaData/000${deceased.id}`).expect(200);
    expect(popup.body.data.result).toBe('success');
    expect(popup.body.data.lampadaData.serialeLampada).toBe(data.lampada.serialeLampada);
  });

  describe('with a lamp', () => {
    let lamp: CreatedLamp;

    beforeAll(async () => {
      lamp = await createLampThroughApi(testApp, manager, managerId);
    });

    it('sets mode and schedules in seconds, at least one each, and waits for the lamp to confirm', async () => {
      const invalid = await postForm(manager, '/api/lampade/lampadaSet', {
        idDefunto: String(lamp.deceasedId),
        secondiSenzaConnessione: '0',
        secondiProssimaConnessione: '1.5',
        statoLampadaImpostato: '4',
      });
      expect(invalid.status).toBe(400);
      expect((bodyOf(invalid).data as { fields: object }).fields).toEqual({
        secondiSenzaConnessione: 'Campo non valido',
        secondiProssimaConnessione: 'Campo non valido',
        statoLampadaImpostato: 'Campo non valido',
      });
      const empty = await postForm(manager, '/api/lampade/lampadaSet', {
        idDefunto: String(lamp.deceasedId),
        secondiSenzaConnessione: '',
        secondiProssimaConnessione: ' ',
        statoLampadaImpostato: '',
      });
      expect((bodyOf(empty).data as { fields: object }).fields).toEqual({
        secondiSenzaConnessione: 'Campo obbligatorio',
        secondiProssimaConnessione: 'Campo obbligatorio',
        statoLampadaImpostato: 'Campo obbligatorio',
      });

      const before = await testApp.dataSource.getRepository(Lamp).findOneByOrFail({ serial: lamp.serial });
      const set = await postForm(manager, '/api/lampade/lampadaSet', {
        idDefunto: `000${lamp.deceasedId}`,
        secondiSenzaConnessione: '172800',
        secondiProssimaConnessione: '1',
        statoLampadaImpostato: '2',
      });
      expect(set.status).toBe(200);
      expect(bodyOf(set).message).toBe('Configurazione aggiornata con successo');
      expect((bodyOf(set).data as { lampadaData: object }).lampadaData).toMatchObject({
        statoLampadaImpostato: 2,
        secondiProssimaConnessione: 1,
        secondiFunzionamentoSenzaConnessione: 172800,
        inAttesa: true,
        versione: before.desiredVersion + 1,
      });
      // The same settings again change nothing: no new version for the lamp to confirm.
      await postForm(manager, '/api/lampade/lampadaSet', {
        idDefunto: `000${lamp.deceasedId}`,
        secondiSenzaConnessione: '172800',
        secondiProssimaConnessione: '1',
        statoLampadaImpostato: '2',
      });
      const after = await testApp.dataSource.getRepository(Lamp).findOneByOrFail({ serial: lamp.serial });
      expect(after.desiredVersion).toBe(before.desiredVersion + 1);
    });

    it('records a payment (default Contanti), extends dataTermineAccensione and mails the subscriber a receipt PDF', async () => {
      const bad = await postForm(manager, '/api/lampade/lampadaPagamentoCreate', {
        seriale: lamp.serial,
        date: '2026-02-30',
        enddate: '',
        importo: 'tanti',
      });
      expect((bodyOf(bad).data as { fields: object }).fields).toEqual({
        date: 'Campo non valido',
        enddate: 'Campo obbligatorio',
        importo: 'Campo non valido',
      });

      const paid = await payLamp(manager, lamp, '2026-03-01', '2099-02-28');
      expect(paid.status).toBe(200);
      const data = bodyOf(paid).data as {
        pagamento: Record<string, unknown> & { idPagamento: number; protocolloServizio: string };
        lampada: Record<string, unknown>;
        created: boolean;
      };
      expect(data.created).toBe(true);
      expect(data.pagamento).toMatchObject({
        dataPagamento: '2026-03-01',
        dataTermine: '2099-02-28',
        tipo: 'Contanti',
        importoCentesimi: 2500,
        idAbbonato: lamp.subscriberId,
      });
      expect(data.pagamento.protocolloServizio).toBe(
        `LV-2026-${String(data.pagamento.idPagamento).padStart(6, '0')}`,
      );
      expect(data.lampada).toMatchObject({
        dataTermineAccensione: '2099-02-28',
        attiva: true,
        inAttesa: true,
      });
      const row = await testApp.dataSource.getRepository(Lamp).findOneByOrFail({ serial: lamp.serial });
      // The last paid day ends at midnight Rome time (UTC+1 in winter).
      expect(row.paidUntil?.toISOString()).toBe('2099-02-28T23:00:00.000Z');
      expect(JSON.parse(row.desiredState!)).toMatchObject({
        mode: 2,
        onUntil: Date.parse('2099-02-28T23:00:00Z') / 1000,
      });

      // Sent again (a double click): nothing new is recorded or mailed.
      const again = await payLamp(manager, lamp, '2026-03-01', '2099-02-28');
      expect((bodyOf(again).data as { created: boolean }).created).toBe(false);
      const receipts = await outboxMessages(testApp, {
        template: 'lamp-receipt',
        recipient: lamp.subscriberEmail,
      });
      expect(receipts).toHaveLength(1);
      const message = payloadOf(receipts[0]);
      expect(message).toMatchObject({
        amount: '25,00 €',
        paidUntil: '28/02/2099',
        type: 'Contanti',
        serial: lamp.serial,
      });

      // The receipt link works without an account; the manager has their own route.
      const link = new URL(String(message.link));
      expect(link.origin).toBe('https://ricordo.example');
      const pdf = await request(testApp.url)
        .get(`${link.pathname}${link.search}`)
        .buffer(true)
        .parse(binary)
        .expect(200)
        .expect('Content-Type', 'application/pdf');
      const text = await pdfText(pdf.body as Buffer);
      expect(text).toContain(data.pagamento.protocolloServizio);
      expect(text).toContain('25,00 €');
      expect(text).toContain('28/02/2099');
      await request(testApp.url).get(`${link.pathname}?token=sbagliato`).expect(404);
      await request(testApp.url).get(link.pathname).expect(404);
      await manager
        .get(`/api/lampade/lampadaRicevuta/${data.pagamento.idPagamento}`)
        .expect(200)
        .expect('Content-Type', 'application/pdf');

      // A payment must move the end forward.
      const earlier = await payLamp(manager, lamp, '2026-03-02', '2098-12-31');
      expect(earlier.status).toBe(400);
      expect((bodyOf(earlier).data as { fields: object }).fields).toEqual({
        enddate: 'La data di termine deve essere successiva a quella attuale',
      });
      const list = await postForm(manager, '/api/lampade/lampadaPagamenti', { seriale: lamp.serial });
      expect((bodyOf(list).data as { pagamenti: object[] }).pagamenti).toHaveLength(1);
    });

    it('lists, enables and removes the connected lamps a lamp reported', async () => {
      const row = await testApp.dataSource.getRepository(Lamp).findOneByOrFail({ serial: lamp.serial });
      const now = new Date();
      await testApp.dataSource.getRepository(LampUnit).insert([
        { lampId: row.id, productionId: `${lamp.serial}-U1`, enabled: 0, firstSeenAt: now, lastSeenAt: now },
        { lampId: row.id, productionId: `${lamp.serial}-U2`, enabled: 0, firstSeenAt: now, lastSeenAt: now },
      ]);
      const loaded = await postForm(manager, '/api/lampade/lampadeCollegateLoad', { seriale: lamp.serial });
      expect(bodyOf(loaded).data).toMatchObject({
        result: 'success',
        lampadeCollegate: [
          { idProduzione: `${lamp.serial}-U1`, lampadaAbilitataDaGestore: 0 },
          { idProduzione: `${lamp.serial}-U2`, lampadaAbilitataDaGestore: 0 },
        ],
      });
      await postForm(manager, '/api/lampade/lampadeCollegateAttiva', {
        idProduzione: `${lamp.serial}-U1`,
        attiva: '1',
      }).then((r) => expect(r.status).toBe(200));
      let stored = await testApp.dataSource.getRepository(Lamp).findOneByOrFail({ id: row.id });
      expect(JSON.parse(stored.desiredState!).units).toEqual([`${lamp.serial}-U1`]);
      expect(stored.desiredVersion).toBe(row.desiredVersion + 1);

      const removed = await postForm(manager, '/api/lampade/lampadeCollegateDelete', {
        idProduzione: `${lamp.serial}-U1`,
      });
      expect(bodyOf(removed).message).toBe('Elemento eliminato con successo');
      stored = await testApp.dataSource.getRepository(Lamp).findOneByOrFail({ id: row.id });
      expect(JSON.parse(stored.desiredState!).units).toEqual([]);
      const left = await postForm(manager, '/api/lampade/lampadeCollegateLoad', { seriale: lamp.serial });
      expect((bodyOf(left).data as { lampadeCollegate: object[] }).lampadeCollegate).toHaveLength(1);
      const unknown = await postForm(manager, '/api/lampade/lampadeCollegateAttiva', {
        idProduzione: 'NESSUNA',
        attiva: '1',
      });
      expect(unknown.status).toBe(404);
    });

    it("lists the manager's lamps, with the anomaly filter", async () => {
      await testApp.dataSource
        .getRepository(Lamp)
        .update({ serial: lamp.serial }, { anomaly: 1, anomalyReason: 'missed', anomalySince: new Date() });
      try {
        const all = await manager.get(`/api/lampade/lampadeGestoreData/${managerId}`).expect(200);
        const serials = all.body.data.lampade.map((l: { serialeLampada: string }) => l.serialeLampada);
        expect(serials).toContain(lamp.serial);
        expect(all.body.data.anomalie).toBeGreaterThanOrEqual(1);
        const anomalies = await manager
          .get(`/api/lampade/lampadeGestoreData/000${managerId}?anomalia=1`)
          .expect(200);
        expect(anomalies.body.data.lampade).toEqual([
          expect.objectContaining({
            serialeLampada: lamp.serial,
            anomalia: true,
            statoLampadaEffettivo: 2,
            motivoAnomalia: 'missed',
          }),
        ]);
        const bySerial = await manager
          .get(`/api/lampade/lampadeGestoreData/${managerId}?q=${lamp.serial}`)
          .expect(200);
        expect(bySerial.body.data.total).toBe(1);
        await manager.get(`/api/lampade/lampadeGestoreData/${managerId}?maxResults=501`).expect(400);
      } finally {
        await testApp.dataSource
          .getRepository(Lamp)
          .update({ serial: lamp.serial }, { anomaly: 0, anomalyReason: null, anomalySince: null });
      }
    });
  });

  it('provisions simulated lamps, paid, each for an unpublished deceased, with working credentials', async () => {
    const made = await testApp.app.get(LampsService).provisionSimulated(managerId, 3, {
      name: 'Abbonato',
      surname: 'Simulazione',
      fiscalCode: 'SMLBBN80A01H501X',
      address: 'Via della Simulazione 1',
      sdi: '0000000',
      telephone: '+39-3330000000',
      email: 'simulazione@example.com',
      pec: 'simulazione@pec.example.com',
    });
    expect(made).toHaveLength(3);
    for (const lamp of made) {
      const row = await testApp.dataSource.getRepository(Lamp).findOneByOrFail({ serial: lamp.serial });
      expect(verifyMosquittoHash(lamp.password, row.credentialHash)).toBe(true);
      expect(row.paidUntil!.getTime()).toBeGreaterThan(Date.now());
      expect(JSON.parse(row.desiredState!)).toMatchObject({ mode: 1, nextConnection: 60 });
      // Nothing public shows the simulation's deceased.
      await request(testApp.url).get(`/api/deceased/deceasedData/${lamp.deceasedId}`).expect(404);
    }
  });

  it('deletes a lamp with its payments', async () => {
    const lamp = await createLampThroughApi(testApp, manager, managerId);
    await payLamp(manager, lamp, '2026-03-01', '2099-12-31');
    const deleted = await postForm(manager, '/api/lampade/lampadaDelete', { seriale: lamp.serial });
    expect(deleted.status).toBe(200);
    expect(bodyOf(deleted).message).toBe('Elemento eliminato con successo');
    expect(await testApp.dataSource.getRepository(Lamp).existsBy({ serial: lamp.serial })).toBe(false);
    await manager.get(`/api/lampade/lampadaData/${lamp.deceasedId}`).expect(404);
  });
});

describe('lamp panel authorization', () => {
  let lamp: CreatedLamp;
  let managerId: number;
  let paymentId: number;

  beforeAll(async () => {
    const owner = await browser(testApp);
    await signIn(owner, 'lampadedemo');
    managerId = (await testApp.app.get(AccountsService).findByUsername('lampadedemo'))!.id;
    lamp = await createLampThroughApi(testApp, owner, managerId);
    const paid = await payLamp(owner, lamp, '2026-03-01', '2099-12-31');
    paymentId = (bodyOf(paid).data as { pagamento: { idPagamento: number } }).pagamento.idPagamento;
    await testApp.dataSource.getRepository(LampUnit).insert({
      lampId: (await testApp.dataSource.getRepository(Lamp).findOneByOrFail({ serial: lamp.serial })).id,
      productionId: `${lamp.serial}-AUTH`,
      enabled: 0,
      firstSeenAt: new Date(),
      lastSeenAt: new Date(),
    });
  });

  type Call = { name: string; run: (agent: Browser) => Promise<request.Response> };
  const post = (path: string, fields: () => Record<string, string>) => async (agent: Browser) => {
    const token = await csrfToken(agent);
    return agent.post(`/api/lampade/${path}`).set('X-CSRF-Token', token).type('form').send(fields());
  };
  const calls: Call[] = [
    { name: 'lampadeGestoreData', run: (agent) => agent.get(`/api/lampade/lampadeGestoreData/${managerId}`) },
    { name: 'lampadaData', run: (agent) => agent.get(`/api/lampade/lampadaData/${lamp.deceasedId}`) },
    {
      name: 'lampadaSet',
      run: post('lampadaSet', () => ({
        idDefunto: String(lamp.deceasedId),
        secondiSenzaConnessione: '10',
        secondiProssimaConnessione: '10',
        statoLampadaImpostato: '3',
      })),
    },
    { name: 'lampadaPagamenti', run: post('lampadaPagamenti', () => ({ seriale: lamp.serial })) },
    {
      name: 'lampadaPagamentoCreate',
      run: post('lampadaPagamentoCreate', () => ({
        seriale: lamp.serial,
        date: '2026-03-01',
        enddate: '2100-12-31',
        importo: '1',
      })),
    },
    { name: 'lampadaRicevuta', run: (agent) => agent.get(`/api/lampade/lampadaRicevuta/${paymentId}`) },
    { name: 'lampadeCollegateLoad', run: post('lampadeCollegateLoad', () => ({ seriale: lamp.serial })) },
    {
      name: 'lampadeCollegateAttiva',
      run: post('lampadeCollegateAttiva', () => ({ idProduzione: `${lamp.serial}-AUTH`, attiva: '1' })),
    },
    {
      name: 'lampadeCollegateDelete',
      run: post('lampadeCollegateDelete', () => ({ idProduzione: `${lamp.serial}-AUTH` })),
    },
    {
      name: 'lampadaAbbonato',
      run: post('lampadaAbbonato', () => ({ idAbbonato: String(lamp.subscriberId) })),
    },
    {
      name: 'lampadaAbbonatoUpdate',
      run: post('lampadaAbbonatoUpdate', () => ({ idAbbonato: String(lamp.subscriberId), nome: 'Intruso' })),
    },
    {
      name: 'lampadaCreate',
      run: post('lampadaCreate', () => ({
        idDefunto: '1001',
        idAbbonato: String(lamp.subscriberId),
        idGestore: String(managerId),
      })),
    },
    { name: 'lampadaDelete', run: post('lampadaDelete', () => ({ seriale: lamp.serial })) },
  ];
  const openCalls: Call[] = [
    { name: 'lampadaSearchDefunti', run: post('lampadaSearchDefunti', () => ({ searchInput: 'Giuseppe' })) },
    { name: 'lampadaSearchAbbonati', run: post('lampadaSearchAbbonati', () => ({ searchInput: 'Rossi' })) },
    { name: 'lampadaAbbonatoCreate', run: post('lampadaAbbonatoCreate', () => subscriberForm()) },
  ];

  async function signedInAs(
    who: 'anonymous' | 'clientedemo' | 'partnerdemo' | 'adminricordo' | 'other manager',
  ) {
    const agent = await browser(testApp);
    if (who === 'other manager') {
      const other = await createLampManager(testApp);
      await signIn(agent, other.username, other.password);
    } else if (who !== 'anonymous') await signIn(agent, who);
    return agent;
  }

  it.each([
    ['anonymous', 401],
    ['clientedemo', 403],
    ['partnerdemo', 403],
    ['adminricordo', 403],
  ] as const)('%s gets %i on every lamp call', async (who, status) => {
    const agent = await signedInAs(who);
    for (const call of [...calls, ...openCalls]) {
      const response = await call.run(agent);
      expect({ call: call.name, status: response.status }).toEqual({ call: call.name, status });
    }
  });

  it("another lamp manager gets 403 on this manager's lamp, subscriber, payment and connected lamp", async () => {
    const agent = await signedInAs('other manager');
    for (const call of calls) {
      const response = await call.run(agent);
      expect({ call: call.name, status: response.status }).toEqual({ call: call.name, status: 403 });
    }
    // Their own searches never show this manager's subscribers.
    const search = await post('lampadaSearchAbbonati', () => ({ searchInput: '' }))(agent);
    expect(search.status).toBe(200);
    expect(search.body.data.abbonati).toEqual([]);
    // The lamp is untouched.
    const row = await testApp.dataSource.getRepository(Lamp).findOneByOrFail({ serial: lamp.serial });
    expect(row.mode).toBe(1);
    expect(
      await testApp.dataSource.getRepository(LampUnit).existsBy({ productionId: `${lamp.serial}-AUTH` }),
    ).toBe(true);
  });

  it('needs the CSRF token on every change', async () => {
    const agent = await browser(testApp);
    await signIn(agent, 'lampadedemo');
    const response = await agent
      .post('/api/lampade/lampadaDelete')
      .type('form')
      .send({ seriale: lamp.serial });
    expect(response.status).toBe(403);
    expect(response.body.errorCode).toBe('CSRF_INVALID');
  });
});
