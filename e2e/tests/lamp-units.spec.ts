// A lamp's connected units in the lamp panel (spec panels §3 "Connected lamps", the popup's
// 'Lampade collegate'), end to end over the machine's MQTT broker. The test gives demo deceased 1003 a lamp
// of its own and runs it as the project's simulated lamp (backend/dist's SimulatedLamp, online): its
// check-ins report a battery, a firmware and a connected unit; the manager sees them in the popup ('Aggiorna'),
// enables the unit, which the lamp then reads in its desired state, and removes it once unplugged. The lamp
// is deleted at the end.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ROOT } from './support/paths';
import { csrf, expectPath, login } from './support/platform';

/** The part of backend/src/modules/lamps/simulator/simulated-lamp.ts the test drives. */
interface SimulatedLamp {
  desired: { v: number; units: string[] } | null;
  start(): Promise<void>;
  stop(): Promise<void>;
  on(event: 'error', listener: (error: Error) => void): void;
}
type SimulatedLampClass = new (options: Record<string, unknown>) => SimulatedLamp;

const backend = createRequire(join(ROOT, 'backend', 'dist', 'main.js'));
const { SimulatedLamp } = backend('./modules/lamps/simulator/simulated-lamp') as {
  SimulatedLamp: SimulatedLampClass;
};

const DECEASED = '0001003';
const UNIT = `E2E-U${Date.now().toString(36).toUpperCase()}`;

async function post<T>(page: Page, path: string, form: Record<string, string>): Promise<T> {
  const answer = await page.request.post(`/api/lampade/${path}`, {
    headers: { 'X-CSRF-Token': await csrf(page) },
    form,
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

async function unitsOf(page: Page, serial: string) {
  return (
    await post<{ lampadeCollegate: Array<{ idProduzione: string; lampadaAbilitataDaGestore: number }> }>(
      page,
      'lampadeCollegateLoad',
      { seriale: serial },
    )
  ).lampadeCollegate;
}

/** Reads the popup again ('Aggiorna') until `check` passes: the lamp reports at its next check-in. */
async function untilPopup(popup: Locator, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await popup.getByRole('button', { name: 'Aggiorna' }).click();
    await check();
  }).toPass({ timeout: 30_000, intervals: [1000, 2000] });
}

test("a lamp's connected unit reported over MQTT is shown, enabled for the lamp, and removed", async ({
  page,
}) => {
  await login(page, 'lampadedemo');
  await expectPath(page, '/lampade-panel#lampade');
  const session = (await (await page.request.get('/api/auth/session')).json()) as {
    session: { userdata: { user_id: number } };
  };
  const [subscriber] = (
    await post<{ abbonati: Array<{ idAbbonato: number }> }>(page, 'lampadaSearchAbbonati', {
      searchInput: 'Verdi',
    })
  ).abbonati;
  const created = await post<{ lampada: { serialeLampada: string }; password: string }>(
    page,
    'lampadaCreate',
    {
      idDefunto: DECEASED,
      idAbbonato: String(subscriber.idAbbonato),
      idGestore: String(session.session.userdata.user_id),
    },
  );
  const serial = created.lampada.serialeLampada;
  const lamp = new SimulatedLamp({
    url: process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883',
    serial,
    password: created.password,
    topicPrefix: 'e2e/lamps',
    behaviour: 'online',
    everySeconds: 2,
    battery: 64,
    drainPerCheckin: 0,
    firmware: 'e2e-2.1.0',
    units: [UNIT],
  });
  const errors: string[] = [];
  lamp.on('error', (error) => errors.push(error.message));
  try {
    // The popup is open before the lamp's first check-in: 'Aggiorna' shows what it reports.
    await page.reload();
    await page.getByRole('cell', { name: serial, exact: true }).click();
    const popup = page.getByRole('dialog', { name: `Lampada ${serial}` });
    await expect(popup.getByText('La lampada non ha segnalato lampade collegate.')).toBeVisible();
    await lamp.start();
    const summary = popup.locator('.lamp-summary');
    const enabled = popup.getByRole('checkbox', { name: `${UNIT} — Abilitata` });
    await untilPopup(popup, async () => {
      await expect(summary).toContainText('e2e-2.1.0', { timeout: 1000 });
      await expect(summary).toContainText('64%', { timeout: 1000 });
      await expect(enabled).toBeVisible({ timeout: 1000 });
    });
    // A unit first seen is off until its manager enables it.
    await expect(enabled).not.toBeChecked();
    expect(await unitsOf(page, serial)).toEqual([
      expect.objectContaining({ idProduzione: UNIT, lampadaAbilitataDaGestore: 0 }),
    ]);
    expect(lamp.desired?.units ?? []).toEqual([]);

    // Enabled: the server keeps it and the lamp reads it in its desired state.
    // The box shows what the server keeps: checked once the list is read again.
    await enabled.click();
    await expect(enabled).toBeChecked();
    expect(await unitsOf(page, serial)).toEqual([
      expect.objectContaining({ idProduzione: UNIT, lampadaAbilitataDaGestore: 1 }),
    ]);
    await expect.poll(() => lamp.desired?.units ?? []).toEqual([UNIT]);

    // Unplugged (the lamp stops reporting it), then removed after the question.
    await lamp.stop();
    await popup.getByRole('button', { name: 'Rimuovi' }).click();
    const question = page.getByRole('dialog', { name: 'Attenzione' });
    await expect(question).toContainText(`Sei sicuro di voler rimuovere la lampada collegata ${UNIT}?`);
    await question.getByRole('button', { name: 'Si' }).click();
    await expect(popup.getByText('La lampada non ha segnalato lampade collegate.')).toBeVisible();
    expect(await unitsOf(page, serial)).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await lamp.stop();
    await post(page, 'lampadaDelete', { seriale: serial });
  }
  const gone = await page.request.get(`/api/lampade/lampadaData/${DECEASED}`);
  expect(gone.status()).toBe(404);
});
