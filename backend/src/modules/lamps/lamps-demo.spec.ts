import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bodyOf, postForm } from '../../test-support/account-helpers';
import { dedicationForm, sendDedication } from '../../test-support/dedication-helpers';
import {
  createLampThroughApi,
  eventually,
  offsetClock,
  payLamp,
  useBrokerTestApp,
} from '../../test-support/lamp-helpers';
import { payOrder } from '../../test-support/payment-helpers';
import { publishTestRenderEntry } from '../../test-support/render-entry';
import { browser, signIn } from '../../test-support/test-app';
import { LampJobs } from './lamp-jobs';
import { Lamp } from './lamp.entity';
import { DEMO_SERIAL } from './lamps.service';
import { DemoLampRunner } from './simulator/demo-lamp.runner';

// Demo mode: memorial 1000 has lampadedemo's lamp, simulated in the process on the broker; a paid candle
// turns it to the flame effect for 24 hours (docs/contracts.md "Faults, candles, demo").

const { testApp } = useBrokerTestApp({ LAMPS_DEMO_SIMULATOR: '1', LAMPS_DEMO_EVERY_SECONDS: '1' });

const page = async () =>
  (await request(testApp.url).get('/api/deceased/deceasedData/0001000').expect(200)).body.data.lamp as {
    effectiveState: number;
    setState: number;
  };
/** The lamp in the page data the server-rendered memorial page embeds for its render and hydration. */
const serverLamp = async () => {
  const html = (await request(testApp.url).get('/memorial?0001000').expect(200)).text;
  const embedded = /<script id="ricordo-ssr-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return (JSON.parse(embedded ?? 'null') as { lamp: unknown } | null)?.lamp;
};
const demoLamp = () => testApp.dataSource.getRepository(Lamp).findOneByOrFail({ deceasedId: 1000 });

describe('the demo lamp of memorial 1000', () => {
  let offsetMs = 0;

  beforeAll(() => {
    offsetClock(testApp, () => offsetMs);
    // The memorial page is server-rendered by mfe_public's render entry from the page data it embeds;
    // the icon's markup for each state is tested in mfe-public.
    publishTestRenderEntry(testApp.config.publishDir, '1.0.0');
  });

  afterAll(() => {
    vi.restoreAllMocks();
  });

  it('is seeded paid for lampadedemo, simulated, and shown lit on the memorial page', async () => {
    const lamp = await demoLamp();
    expect(lamp.serial).toBe(DEMO_SERIAL);
    expect(lamp.paidUntil!.getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000);
    await eventually(() => expect(testApp.app.get(DemoLampRunner).current?.serial).toBe(DEMO_SERIAL));
    await eventually(
      async () => expect(await page()).toMatchObject({ effectiveState: 1, setState: 1 }),
      15_000,
    );
    // The server's first paint is rendered from the same lamp state the public remote reads.
    expect(await serverLamp()).toMatchObject({ effectiveState: 1, setState: 1 });

    const manager = await browser(testApp);
    await signIn(manager, 'lampadedemo');
    const popup = await manager.get('/api/lampade/lampadaData/0001000').expect(200);
    expect(popup.body.data.lampadaData).toMatchObject({
      serialeLampada: DEMO_SERIAL,
      nomeDefunto: 'Giuseppe',
      statoLampadaEffettivo: 1,
      inAttesa: false,
      firmware: 'demo-1.0.0',
    });
  });

  it('shows the flame for 24 hours after a visitor pays a candle, then its own mode again', async () => {
    const visitor = await browser(testApp);
    const sent = await sendDedication(visitor, dedicationForm({ 'dedic-type': 'dedica-cero' }));
    expect(sent.status).toBe(200);
    const { orderid, orderKey } = bodyOf(sent).data as { orderid: number; orderKey: string };
    const before = await demoLamp();
    await payOrder(visitor, orderid, orderKey);

    const lit = await demoLamp();
    expect(lit.flameUntil!.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect(lit.desiredVersion).toBe(before.desiredVersion + 1);
    expect(JSON.parse(lit.desiredState!)).toMatchObject({ mode: 2, thenMode: 1 });
    // The simulated lamp wakes, reads the flame and confirms it: the memorial page shows it.
    await eventually(
      async () => expect(await page()).toMatchObject({ effectiveState: 1, setState: 2 }),
      15_000,
    );
    expect(await serverLamp()).toMatchObject({ effectiveState: 1, setState: 2 });

    // A day later the job ends the flame; at its next wake the lamp is back to 'Sempre Accesa'.
    offsetMs = 24 * 3_600_000 + 60_000;
    const ran = await testApp.app.get(LampJobs).tick();
    expect(ran.desired?.expired).toBe(1);
    const after = await demoLamp();
    expect(after.flameUntil).toBeNull();
    expect(JSON.parse(after.desiredState!)).toMatchObject({ mode: 1, modeUntil: null });
    await eventually(
      async () => expect(await page()).toMatchObject({ effectiveState: 1, setState: 1 }),
      15_000,
    );
  });

  it('follows the lamp the manager gives the memorial in place of the demo one', async () => {
    const manager = await browser(testApp);
    await signIn(manager, 'lampadedemo');
    const managerId = (await demoLamp()).managerUserId;
    expect((await postForm(manager, '/api/lampade/lampadaDelete', { seriale: DEMO_SERIAL })).status).toBe(
      200,
    );
    await eventually(() => expect(testApp.app.get(DemoLampRunner).current).toBeNull());
    expect(await page()).toBeNull();

    const lamp = await createLampThroughApi(testApp, manager, managerId, { deceasedId: 1000 });
    await eventually(() => expect(testApp.app.get(DemoLampRunner).current?.serial).toBe(lamp.serial));
    // Not paid yet: the new lamp checks in off.
    await eventually(async () => expect((await demoLamp()).lastSeq).not.toBeNull(), 10_000);
    expect(await page()).toMatchObject({ effectiveState: 0 });
    await payLamp(manager, lamp, '2026-03-01', '2099-12-31');
    await eventually(
      async () => expect(await page()).toMatchObject({ effectiveState: 1, setState: 1 }),
      15_000,
    );
  });
});
