import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV } from '../../test-support/account-helpers';
import { saveDeceased } from '../../test-support/deceased-helpers';
import { useTestApp } from '../../test-support/use-test-app';
import { MediaStorage } from '../../modules/media/storage/media-storage';
import { serializeManifestTexts, type ManifestTexts } from '../../modules/obituaries/manifest-texts';
import { RenderPool } from './render-pool';
import { RenderMessages } from './render-pool.errors';

// The real pool (worker threads running the real renders) with one thread and one waiting place, so a
// full queue is two renders in flight. Readiness's loop limit is 2 s here: on a loaded 2-core machine the
// OS alone can hold the request thread a few hundred ms, which must not pass for the queue's verdict.
const TOKEN = 'render-pool-metrics-token';
const testApp = useTestApp({
  ...ACCOUNT_TEST_ENV,
  METRICS_TOKEN: TOKEN,
  RENDER_THREADS: '1',
  RENDER_QUEUE: '1',
  READY_LOOP_DELAY_MS: '2000',
});

const pool = () => testApp.app.get(RenderPool);
const block = (value: string) => ({ value, bold: false, red: false });
const longWord = 'Pellegrinaggio'.repeat(60);
const TEXTS: ManifestTexts = {
  firstSentence: block(`È mancato all'affetto dei suoi cari ${longWord}`),
  family: block(`Ne danno il triste annuncio ${'la moglie Rosa, i figli Luca e Anna, '.repeat(30)}`),
  thanks: block('Un ringraziamento a quanti si uniranno al dolore. '.repeat(20)),
  funeralInfo: block(`I funerali avranno luogo sabato alle ore 11 ${longWord}`),
  announce: block(''),
};

/** A published notice with long texts and a large photo, never rendered before: each GET of its poster renders it. */
async function heavyNotice(): Promise<number> {
  const photo = await sharp({
    create: {
      width: 2400,
      height: 2400,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg()
    .toBuffer();
  const key = `render-pool-test/${Date.now()}-${Math.random().toString(36).slice(2)}.jpg`;
  await testApp.app.get(MediaStorage).write(key, Readable.from([photo]));
  const person = await saveDeceased(testApp, {
    name: 'Arturo',
    surname: 'Pellegrini',
    gender: 'M',
    age: 91,
    showPage: 0,
    publicationTime: new Date(Date.now() - 60_000),
    manifestTexts: serializeManifestTexts(TEXTS),
    manifestBg: 2,
    manifestPhoto: key,
  });
  return person.id;
}

const poster = (id: number) => request(testApp.url).get(`/api/obituaries/manifest/${id}.jpg`).buffer(true);

async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

async function metrics(): Promise<string> {
  const response = await request(testApp.url).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
  expect(response.status).toBe(200);
  return response.text;
}

/** Polls readiness every half second until it answers 200 or `ms` pass; the last status. */
async function readyWithin(ms: number): Promise<number> {
  const end = Date.now() + ms;
  let status = (await request(testApp.url).get('/api/health/ready')).status;
  while (status !== 200 && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    status = (await request(testApp.url).get('/api/health/ready')).status;
  }
  return status;
}

describe('render pool', () => {
  it('with a full queue refuses the next render 503 "Riprova tra poco" and readiness says not ready', async () => {
    const id = await heavyNotice();
    // Two renders fill the one thread and the one waiting place (the first also starts the worker).
    const inFlight = [poster(id), poster(id)].map((call) => call.then((response) => response));
    await until(() => pool().full);
    const refused = await poster(id);
    const ready = await request(testApp.url).get('/api/health/ready');
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ response: 'fail', errorCode: 'RENDER_BUSY' });
    expect(refused.body.message).toMatch(/^Riprova tra poco/);
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ errorCode: 'NOT_READY' });
    for (const response of await Promise.all(inFlight)) {
      expect(response.status).toBe(200);
      expect(await sharp(response.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 1080 });
    }
    expect(await readyWithin(15_000)).toBe(200);
    const text = await metrics();
    expect(text).toMatch(/ricordo_render_jobs_total\{job="manifesto.jpeg",outcome="refused"\} 1\b/);
    expect(text).toMatch(/ricordo_render_jobs_total\{job="manifesto.jpeg",outcome="ok"\} 2\b/);
    expect(text).toMatch(/^ricordo_render_queue_length 0$/m);
  });

  it('ends a render past its budget with an Italian message; the process serves the next requests', async () => {
    const id = await heavyNotice();
    // The budget is read at each run: 5 ms for this render, then back to each job's own.
    testApp.config.render.budgetMs = 5;
    let ended;
    try {
      ended = await poster(id);
    } finally {
      testApp.config.render.budgetMs = null;
    }
    expect(ended.status).toBe(422);
    expect(ended.body).toMatchObject({
      response: 'fail',
      errorCode: 'RENDER_TIMEOUT',
      message: RenderMessages.timedOut,
    });
    await request(testApp.url).get('/api/health/live').expect(200);
    // The thread, free again once the late render ended by itself, renders the same poster.
    const again = await poster(id);
    expect(again.status).toBe(200);
    expect(await sharp(again.body as Buffer).metadata()).toMatchObject({ format: 'jpeg' });
    expect(await metrics()).toMatch(
      /ricordo_render_jobs_total\{job="manifesto.jpeg",outcome="timed_out"\} 1\b/,
    );
  });

  it('refuses 503 a render that no thread starts within RENDER_WAIT_MS, instead of letting it hang', async () => {
    const ids = await Promise.all([heavyNotice(), heavyNotice(), heavyNotice()]);
    await poster(ids[0]).expect(200); // the worker is up
    // The wait is read at each run: 1 ms once the one thread has started drawing the first poster.
    let first;
    let second;
    try {
      const drawing = poster(ids[1]).then((response) => response); // sent now
      await until(() => pool().running === 1);
      testApp.config.render.waitMs = 1;
      second = await poster(ids[2]);
      first = await drawing;
    } finally {
      testApp.config.render.waitMs = 60_000;
    }
    expect(first.status).toBe(200);
    expect(second.status).toBe(503);
    expect(second.body).toMatchObject({
      response: 'fail',
      errorCode: 'RENDER_BUSY',
      message: RenderMessages.busy,
    });
    await poster(ids[2]).expect(200);
  });

  it('keeps the request thread free while heavy renders run', async () => {
    const ids = await Promise.all([heavyNotice(), heavyNotice()]);
    await poster(ids[0]).expect(200); // the worker is up
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const started = Date.now();
    const rendering = Promise.all(
      ids.map((id) => poster(id).then((response) => ({ status: response.status, ms: Date.now() - started }))),
    );
    let done = false;
    void rendering.then(() => (done = true));
    let lives = 0;
    while (!done) {
      await request(testApp.url).get('/api/health/live').expect(200);
      lives++;
    }
    loop.disable();
    const renders = await rendering;
    expect(renders.map((render) => render.status)).toEqual([200, 200]);
    expect(lives).toBeGreaterThan(2);
    // On the request thread each render would have stalled the loop for its whole CPU time; in the pool
    // the loop's worst delay stays a small part of the shortest render (a bound relative to the renders, as
    // on a loaded 2-core machine the OS's scheduling shows in both).
    const worstMs = loop.max / 1e6;
    expect(worstMs).toBeLessThan(Math.min(...renders.map((render) => render.ms)) / 2);
  });

  it('readiness says not ready while the event loop was stalled in the last seconds, then ready again', async () => {
    // A loaded machine (CI runs suites side by side) may itself have stalled the loop in the last seconds.
    expect(await readyWithin(15_000)).toBe(200);
    const stallUntil = Date.now() + 2500;
    while (Date.now() < stallUntil); // the request thread stalled for 2.5 s
    const stalled = await request(testApp.url).get('/api/health/ready');
    expect(stalled.status).toBe(503);
    const max = /ricordo_event_loop_delay_seconds\{stat="max"\} ([\d.]+)/.exec(await metrics())?.[1];
    expect(Number(max)).toBeGreaterThanOrEqual(2.4);
    expect(await readyWithin(15_000)).toBe(200);
  });

  it("keeps one 'error' listener on its threads' pool however many renders it ran", async () => {
    for (let round = 0; round < 3; round += 1) {
      const answer = await poster(await heavyNotice());
      expect(answer.status).toBe(200);
    }
    const threads = (pool() as unknown as { pool: { listenerCount(event: string): number } | null }).pool;
    expect(threads?.listenerCount('error')).toBe(1);
  });
});
