// What measure.mjs times on the national data set: each case a role and the paths it calls (cycled over
// the runs), with the goal it is held to — lists 200 ms p95, a page's data 50 ms p95 uncached, the admin's
// summary 100 ms. Lists are timed at their first page and at their last (the page number read from the
// first page's `total`), with and without a filter.

import { BASE } from './data-set.mjs';

const LIST_MS = 200;
const PAGE_DATA_MS = 50;
const SUMMARY_MS = 100;
const WARMUP_AND_RUNS = 40;

/** The list's last page, from the first page's `data.total`. */
async function lastPage(session, path, maxResults) {
  const first = await session.json(`${path}${path.includes('?') ? '&' : '?'}page=1&maxResults=${maxResults}`);
  const total = Number(first.data.total ?? 0);
  return Math.max(1, Math.ceil(total / maxResults));
}

/**
 * Two cases for a paged list: its first page and its last. A list paged by cursor (`cursor: true`: the admin's
 * QR table, audit log and deceased tables) reaches its last page as the panel does, with `before=0` (the oldest rows);
 * the others by the page number read from the first page's total.
 */
function pagedList(name, role, path, { maxResults = 25, group = 'panel lists', cursor = false } = {}) {
  const join = path.includes('?') ? '&' : '?';
  return [
    {
      name: `${name}:first`,
      group,
      role,
      budgetMs: LIST_MS,
      paths: async () => [`${path}${join}page=1&maxResults=${maxResults}`],
    },
    {
      name: `${name}:last`,
      group,
      role,
      budgetMs: LIST_MS,
      paths: async ({ sessions }) => [
        cursor
          ? `${path}${join}before=0&maxResults=${maxResults}`
          : `${path}${join}page=${await lastPage(sessions[role], path, maxResults)}&maxResults=${maxResults}`,
      ],
    },
  ];
}

/** The search's page `pages` of a query, reached by its cursor as the site's 'Carica altri' does. */
async function deepSearch(session, query, pages) {
  let after = null;
  for (let page = 2; page <= pages; page += 1) {
    const answer = await session.json(
      `/api/search?${query}&page=${page - 1}${after ? `&after=${after}` : ''}`,
    );
    after = answer.data.cursor;
    if (!after) return `/api/search?${query}&page=${page - 1}`;
  }
  return `/api/search?${query}&page=${pages}&after=${after}`;
}

/** Memorial pages never asked before in this run (deceasedData uncached): one id per run. */
const memorialIds = (base, from, count) =>
  Array.from({ length: count }, (_, k) => base.deceased + 3 * (from + k * 97));

export const CASES = [
  // The home search.
  {
    name: 'search:name',
    group: 'search',
    role: 'visitor',
    budgetMs: LIST_MS,
    paths: async () => ['/api/search?text=rossi&maxResults=12'],
  },
  {
    name: 'search:name-rare',
    group: 'search',
    role: 'visitor',
    budgetMs: LIST_MS,
    paths: async () => ['/api/search?text=sciarra%20ida&maxResults=12'],
  },
  {
    name: 'search:zone',
    group: 'search',
    role: 'visitor',
    budgetMs: LIST_MS,
    paths: async () => ['/api/search?region=20&maxResults=12'],
  },
  {
    name: 'search:zone-surname',
    group: 'search',
    role: 'visitor',
    budgetMs: LIST_MS,
    paths: async () => ['/api/search?region=20&order=surname&orderDir=asc&maxResults=12'],
  },
  {
    name: 'search:comune',
    group: 'search',
    role: 'visitor',
    budgetMs: LIST_MS,
    paths: async () => ['/api/search?location=58091&maxResults=12'],
  },
  {
    name: 'search:deep-page-30',
    group: 'search',
    role: 'visitor',
    budgetMs: LIST_MS,
    paths: async ({ sessions }) => [await deepSearch(sessions.visitor, 'region=20&maxResults=12', 30)],
  },
  // A memorial page's data and its book.
  {
    name: 'page:deceasedData-uncached',
    group: 'page data',
    role: 'visitor',
    budgetMs: PAGE_DATA_MS,
    paths: async ({ base }) =>
      memorialIds(base, 1000, WARMUP_AND_RUNS).map((id) => `/api/deceased/deceasedData/${id}`),
  },
  {
    name: 'page:deceasedData-popular-uncached',
    group: 'page data',
    role: 'visitor',
    budgetMs: PAGE_DATA_MS,
    paths: async ({ base }) =>
      memorialIds(base, 1, WARMUP_AND_RUNS).map((id) => `/api/deceased/deceasedData/${id}`),
  },
  {
    name: 'page:book-popular',
    group: 'page data',
    role: 'visitor',
    budgetMs: PAGE_DATA_MS,
    paths: async ({ base }) =>
      [1, 2, 3, 4, 5].map((k) => `/api/condolences/getBookMessages/${base.deceased + 3 * k}`),
  },
  // The admin's panel.
  {
    name: 'admin:summary',
    group: 'summary',
    role: 'admin',
    budgetMs: SUMMARY_MS,
    paths: async () => ['/api/admin/summary'],
  },
  ...pagedList('admin:qrcodes', 'admin', '/api/admin/qrcodes', { cursor: true }),
  ...pagedList('admin:qrcodes-temporary', 'admin', '/api/admin/qrcodes?temporary=1', { cursor: true }),
  {
    name: 'admin:activations-year',
    group: 'panel lists',
    role: 'admin',
    budgetMs: LIST_MS,
    paths: async () => ['/api/admin/getActivationTable?startdate=2025-12-01&enddate=2026-12-01'],
  },
  ...pagedList('admin:dedications', 'admin', '/api/admin/dedicDataTable'),
  ...pagedList('admin:partners', 'admin', '/api/admin/partners'),
  ...pagedList('admin:tombstones', 'admin', '/api/admin/deceased', { cursor: true }),
  ...pagedList('admin:tombstones-name', 'admin', '/api/admin/deceased?name=rossi', { cursor: true }),
  ...pagedList('admin:notices-of-large-home', 'admin', '/api/admin/obituaries?partnerId=10001'),
  ...pagedList('admin:audit', 'admin', '/api/admin/audit', { cursor: true }),
  ...pagedList('admin:audit-action', 'admin', '/api/admin/audit?action=qrcode.delete', {
    cursor: true,
  }),
  ...pagedList('admin:outbox-dead', 'admin', '/api/admin/outbox?status=dead'),
  // The large funeral home's panel.
  {
    name: 'partner:summary',
    group: 'summary',
    role: 'funeralHome',
    budgetMs: SUMMARY_MS,
    paths: async () => ['/api/partnerPanel/summary'],
  },
  ...pagedList('partner:deceased', 'funeralHome', '/api/partnerPanel/deceased'),
  ...pagedList('partner:deceased-name', 'funeralHome', '/api/partnerPanel/deceased?name=rossi'),
  ...pagedList('partner:notices', 'funeralHome', '/api/partnerPanel/notices'),
  ...pagedList('partner:qrcodes', 'funeralHome', '/api/qrcodes/partner'),
  // The large lamp manager's panel.
  ...pagedList('lamps:lamps', 'lampManager', '/api/lampade/lampadeGestoreData/3100001'),
  ...pagedList('lamps:anomalies', 'lampManager', '/api/lampade/lampadeGestoreData/3100001?anomalia=1'),
  ...pagedList('lamps:search', 'lampManager', '/api/lampade/lampadeGestoreData/3100001?q=rossi'),
  ...pagedList('lamps:renewals-month', 'lampManager', '/api/lampade/lampadaRinnovi?mese=2027-01'),
  {
    name: 'lamps:one-lamp-with-payments',
    group: 'page data',
    role: 'lampManager',
    budgetMs: PAGE_DATA_MS,
    // Lamp k stands on the page of deceased `base.deceased + 3k - 2` (data-set.mjs); the popup asks by page.
    paths: async ({ base }) =>
      [1, 2, 3, 4, 5].map((k) => `/api/lampade/lampadaData/${base.deceased + 3 * k - 2}`),
  },
];

/** Thrown to roll a measured transaction back. */
class RolledBack extends Error {}

/**
 * The scheduled jobs, run once each through their services (their locks released). `prepare(dataSource)`,
 * untimed, puts the data set in the state the job acts on, so a second measure on the same database times
 * the same work (what it answers is handed to `run`); `restore(dataSource)`, untimed, undoes what a job
 * changed that the cases read.
 */
export const JOBS = [
  {
    name: 'job:lamp-missed-checkins',
    // The measuring app's MQTT connection just came up: the job gives every lamp a full window from then
    // (check-ins may have been lost meanwhile) and marks none. An hour ago, the lamps silent since the data
    // set's last check-ins (2026-12-01) are late: the pass marks them, a batch a run.
    prepare: async (dataSource) => {
      await dataSource.query(
        `INSERT INTO lamp_watch (name, value, connected, at) VALUES ('#watch-from', NULL, 0, ?)
         ON DUPLICATE KEY UPDATE at = VALUES(at)`,
        [new Date(Date.now() - 3600_000)],
      );
    },
    run: async (app, requireBackend) => {
      const { LampJobs } = requireBackend('./dist/modules/lamps/lamp-jobs.js');
      return { marked: await app.get(LampJobs).markMissed() };
    },
    // The lamps it marked back as the data set made them (its own anomalies are 'offline'), so the lamp
    // manager's lists of the next measure read the same rows.
    restore: async (dataSource) => {
      await dataSource.query(
        `UPDATE lamps SET anomaly = 0, anomaly_reason = NULL, anomaly_since = NULL, incident = incident - 1
         WHERE anomaly_reason = 'missed'`,
      );
      await dataSource.query("DELETE FROM outbox WHERE dedupe_key LIKE 'lamp-anomaly:%'");
    },
  },
  {
    name: 'job:digest-daily',
    // The day's notices pending again for the daily and weekly subscribers, and no digest queued yet (a
    // queued one would be found by its dedupe key and not written again).
    prepare: async (dataSource) => {
      await dataSource.query(
        `UPDATE obituary_notifications n JOIN users u ON u.id = n.user_id SET n.status = 'pending', n.told_at = NULL
         WHERE u.notification_frequency IN ('daily', 'weekly')`,
      );
      await dataSource.query("DELETE FROM outbox WHERE dedupe_key LIKE 'obituary-digest:%'");
      await dataSource.query("DELETE FROM one_shot_tokens WHERE purpose = 'unsubscribe'");
    },
    run: async (app, requireBackend) => {
      const { ZoneNotificationsService } = requireBackend(
        './dist/modules/notifications/zones/zone-notifications.service.js',
      );
      return app.get(ZoneNotificationsService).sendDigests('daily');
    },
  },
  {
    // Not scheduled: the zone share of a notice's publication, which runs in the funeral home's save (a notice
    // published at once): its zone subscribers found, a row each, the realtime ones told. The notice after the
    // day's (no rows yet), in a transaction rolled back, so it repeats.
    name: 'publish:notice-zones',
    prepare: async (dataSource) => {
      const [notice] = await dataSource.query(
        `SELECT d.id, CONCAT(d.name, ' ', d.surname) AS name, d.graveyard_region_id AS regionId,
           d.graveyard_province_id AS provinceId, d.graveyard_location_id AS locationId FROM deceased d
         WHERE d.partner_id IS NOT NULL AND d.id > ?
           AND NOT EXISTS (SELECT 1 FROM obituary_notifications n WHERE n.deceased_id = d.id)
         ORDER BY d.publication_time DESC, d.id DESC LIMIT 1`,
        [BASE.deceased],
      );
      return notice;
    },
    run: async (app, requireBackend, notice) => {
      const { getDataSourceToken } = requireBackend('@nestjs/typeorm');
      const { ZoneNotificationsService } = requireBackend(
        './dist/modules/notifications/zones/zone-notifications.service.js',
      );
      const dataSource = app.get(getDataSourceToken());
      let outcome;
      await dataSource
        .transaction(async (manager) => {
          outcome = await app.get(ZoneNotificationsService).obituaryPublished(manager, {
            deceasedId: notice.id,
            deceasedName: notice.name,
            place: 'Bench (BN)',
            places: [{ ...notice, cap: null }],
          });
          throw new RolledBack();
        })
        .catch((error) => {
          if (!(error instanceof RolledBack)) throw error;
        });
      return outcome;
    },
  },
  {
    name: 'job:memorial-expiry-reminders',
    // No reminder queued yet: a queued one is found by its dedupe key and skipped.
    prepare: async (dataSource) => {
      await dataSource.query("DELETE FROM outbox WHERE dedupe_key LIKE 'memorial-renewal:%'");
      await dataSource.query("DELETE FROM one_shot_tokens WHERE purpose = 'login-renewal'");
    },
    run: async (app, requireBackend) => {
      const { MemorialReminders } = requireBackend('./dist/modules/memorials/memorial-reminders.js');
      return { sent: await app.get(MemorialReminders).sendDue() };
    },
  },
  {
    name: 'job:lamp-renewal-reminders',
    run: async (app, requireBackend) => {
      const { LampRenewalRemindersService } = requireBackend(
        './dist/modules/lamps/lamp-renewal-reminders.service.js',
      );
      return app.get(LampRenewalRemindersService).remind();
    },
  },
];
