import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { buildOpenApiDocument } from '../../openapi-document';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { OutboxService } from '../notifications/outbox.service';
import { Clock } from '../scheduler/clock';
import { SchedulerService } from '../scheduler/scheduler.service';
import { MetricsService } from './metrics.service';

const TOKEN = 'metrics-spec-token-4f2a9c1e7b';

/** The value of one sample line of the exposition (`name{labels} value`), or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('Prometheus metrics (GET /metrics)', () => {
  let withToken: TestApp;
  let withoutToken: TestApp;

  beforeAll(async () => {
    // A provider is configured (nothing listens there) and the worker is off: enqueued messages stay pending.
    withToken = await startTestApp(
      {},
      { METRICS_TOKEN: TOKEN, SMTP_URL: 'smtp://127.0.0.1:9', OUTBOX_WORKER: '0' },
    );
    withoutToken = await startTestApp();
  }, 60_000);

  afterAll(async () => {
    await withToken?.close();
    await withoutToken?.close();
  });

  const scrape = async (): Promise<string> => {
    const response = await request(withToken.url)
      .get('/metrics')
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain;.*version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.text;
  };

  it('does not exist without METRICS_TOKEN, even for a request that sends a token', async () => {
    await request(withoutToken.url).get('/metrics').expect(404);
    await request(withoutToken.url).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
  });

  it('answers 404 without the token, with a wrong one, or to another method', async () => {
    await request(withToken.url).get('/metrics').expect(404);
    await request(withToken.url).get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(404);
    await request(withToken.url).get('/metrics').set('Authorization', `Bearer wrong`).expect(404);
    await request(withToken.url).get('/metrics').set('Authorization', TOKEN).expect(404);
    await request(withToken.url).post('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
  });

  it('is not in the OpenAPI document', () => {
    const paths = Object.keys(buildOpenApiDocument(withToken.app).paths);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.some((path) => path.includes('metrics'))).toBe(false);
  });

  it('records request latency by route template, never by raw URL', async () => {
    // The first answer comes from the controller, the next from the fast path's page cache: one series.
    for (let i = 0; i < 3; i++)
      await request(withToken.url).get('/api/deceased/deceasedData/1000').expect(200);
    await request(withToken.url).get('/api/deceased/deceasedData/987654').expect(404);
    await request(withToken.url).get('/api/no-such-route/123').expect(404);

    const text = await scrape();
    const series = 'ricordo_http_request_duration_seconds_count';
    expect(
      sample(text, `${series}{method="GET",route="/api/deceased/deceasedData/:id",status_class="2xx"}`),
    ).toBe(3);
    expect(
      sample(text, `${series}{method="GET",route="/api/deceased/deceasedData/:id",status_class="4xx"}`),
    ).toBe(1);
    expect(
      sample(text, `${series}{method="GET",route="unmatched",status_class="4xx"}`),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toContain(
      'ricordo_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/deceased/deceasedData/:id",status_class="2xx"}',
    );
    expect(text).not.toMatch(/deceasedData\/\d/);
    expect(text).not.toContain('no-such-route');
  });

  it('reports the outbox depth and the age of the oldest waiting message at each scrape', async () => {
    const before = await scrape();
    expect(sample(before, 'ricordo_outbox_depth')).toBe(0);
    expect(sample(before, 'ricordo_outbox_oldest_message_age_seconds')).toBe(0);

    const outbox = withToken.app.get(OutboxService);
    const clock = withToken.app.get(Clock);
    const enqueue = (to: string) =>
      outbox.enqueue(withToken.dataSource.manager, {
        channel: 'email',
        to,
        template: 'registration',
        data: { name: 'Maria', link: '/registerComplete?token=abc' },
      });
    const now = clock.now();
    const spy = vi.spyOn(clock, 'now').mockReturnValue(new Date(now.getTime() - 3600_000));
    try {
      await enqueue('prima@example.it');
    } finally {
      spy.mockRestore();
    }
    await enqueue('seconda@example.it');

    const after = await scrape();
    expect(sample(after, 'ricordo_outbox_depth')).toBe(2);
    expect(sample(after, 'ricordo_outbox_messages{status="pending"}')).toBe(2);
    expect(sample(after, 'ricordo_outbox_messages{status="dead"}')).toBe(0);
    const age = sample(after, 'ricordo_outbox_oldest_message_age_seconds')!;
    expect(age).toBeGreaterThanOrEqual(3599);
    expect(age).toBeLessThan(3700);
  });

  it('counts scheduled job runs by job and result, in this app only', async () => {
    const scheduler = withToken.app.get(SchedulerService);
    await scheduler.runExclusive('metrics-spec-job', () => Promise.resolve(1));
    await scheduler.runExclusive('metrics-spec-job', () => Promise.resolve(2));
    await expect(
      scheduler.runExclusive('metrics-spec-job', () => Promise.reject(new Error('guasto'))),
    ).rejects.toThrow('guasto');

    const text = await scrape();
    expect(sample(text, 'ricordo_scheduler_job_runs_total{job="metrics-spec-job",result="ok"}')).toBe(2);
    expect(sample(text, 'ricordo_scheduler_job_runs_total{job="metrics-spec-job",result="failed"}')).toBe(1);
    // Each app has its own registry: the other app in this process saw none of it.
    const other = await withoutToken.app.get(MetricsService).exposition();
    expect(other.body).not.toContain('metrics-spec-job');
  });
});
