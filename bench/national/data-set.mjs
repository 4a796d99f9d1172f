// The national data set: a year of Italy and the years behind it, as SQL run inside MariaDB. Every row is
// made by `INSERT … SELECT` over MariaDB's sequence engine (`seq_1_to_N`), so nothing crosses the wire but
// the statement, and the same seed gives the same rows. Values are functions of the row's number:
// `pick(salt)` is a repeatable draw in [0, 1) (MD5 of the salt and the number), and skew comes from
// raising it to a power — `FLOOR(n * POW(draw, k))` puts most rows on the first ids, like life: a few large
// funeral homes and lamp managers, a few memorials with thousands of condolences.
//
// Ids start past the demo data's (the database is made by the backend's migrations and demo seed first),
// so the demo accounts still sign in and the big partners below can be used with the demo password.

/** Counts at scale 1 (the issue's figures); `scaled(scale)` multiplies them. */
export const FULL = {
  accounts: 1_500_000,
  funeralHomes: 5_000,
  lampManagers: 200,
  deceased: 1_000_000,
  condolences: 4_500_000,
  dedications: 500_000,
  plaques: 300_000,
  lamps: 200_000,
  lampPayments: 1_000_000,
  audit: 2_000_000,
  outbox: 3_000_000,
  // People told of new obituaries in their zones (spec public §3), and a day of Italy's notices (about
  // 650 000 deaths a year) waiting for their digests.
  zoneSubscribers: 30_000,
  dayNotices: 1_800,
};

/** The first id of each generated range (the demo data stays below them). */
export const BASE = {
  user: 1_000_000,
  funeralHomeUser: 3_000_000,
  lampManagerUser: 3_100_000,
  partner: 10_000,
  lampManagerPartner: 20_000,
  deceased: 1_000_000,
  condolence: 0,
  dedication: 1_000,
  plaque: 1_000,
  lamp: 1_000,
  subscriber: 1_000,
  lampPayment: 1_000,
  audit: 1_000,
  outbox: 1_000,
};

/** The large lamp manager's lamps (the first manager); the rest are skewed over the others. */
export const BIG_MANAGER_LAMPS = 20_000;

export function scaled(scale) {
  const counts = {};
  for (const [name, full] of Object.entries(FULL)) counts[name] = Math.max(1, Math.round(full * scale));
  counts.bigManagerLamps = Math.min(counts.lamps, Math.max(1, Math.round(BIG_MANAGER_LAMPS * scale)));
  return counts;
}

const FIRST = [
  'Giuseppe',
  'Maria',
  'Anna',
  'Antonio',
  'Giovanni',
  'Rosa',
  'Francesco',
  'Angela',
  'Luigi',
  'Giovanna',
  'Salvatore',
  'Teresa',
  'Mario',
  'Lucia',
  'Vincenzo',
  'Carmela',
  'Pietro',
  'Caterina',
  'Nicolò',
  'Agata',
  'Domenico',
  'Elena',
  'Raffaele',
  'Francesca',
  'Gaetano',
  'Concetta',
  'Carlo',
  'Rita',
  'Bruno',
  'Ida',
];
const LAST = [
  'Rossi',
  'Russo',
  'Ferrari',
  'Esposito',
  'Bianchi',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Santoro',
  'Mariani',
  'Rinaldi',
  'Caruso',
  'Ferrara',
  "D'Angelo",
  'Galli',
  'Sciarrà',
];

const list = (words) => words.map((word) => `'${word.replace(/'/g, "''")}'`).join(',');
/**
 * A repeatable draw in [0, 1) for row `seq` and a salt: the first 32 bits of MD5. (Not CRC32: it is affine, so
 * CRC32 of two salts with the same number differ by a constant and the "independent" draws were correlated —
 * names clustered in time, which made the name search look slower than life.)
 */
const pick = (salt, seq = 'seq') => `(CONV(LEFT(MD5(CONCAT('${salt}', ${seq})), 8), 16, 10) / 4294967296)`;
/** One of `words`, chosen by the draw. */
const oneOf = (words, salt, seq = 'seq') =>
  `ELT(1 + FLOOR(${words.length} * ${pick(salt, seq)}), ${list(words)})`;
/** An instant in the last `days` days before 2026-12-01, drawn. */
const daysAgo = (days, salt, seq = 'seq') =>
  `TIMESTAMP('2026-12-01 08:00:00') - INTERVAL FLOOR(${days} * 86400 * ${pick(salt, seq)}) SECOND`;

/** Word starts per name the words step reads (the start and up to this many minus one separators). */
const WORD_STARTS = 4;
/**
 * The tails of `texts` (rows `id`, `s`) from each word start, as rows (word, id): the k-th tail is the text
 * without its first k separators' words, kept when not empty.
 */
const nameWordTails = (texts) =>
  Array.from({ length: WORD_STARTS }, (_, k) => {
    const skipped = `'^([^ '']*[ '']){${k}}'`;
    return k === 0
      ? `SELECT t.s, t.id FROM (${texts}) t WHERE t.s <> ''`
      : `SELECT REGEXP_REPLACE(t.s, ${skipped}, ''), t.id FROM (${texts}) t WHERE t.s REGEXP '^([^ '']*[ '']){${k}}.'`;
  }).join(' UNION ALL ');

/**
 * The steps, in order (`normalize`: the app's own name normalisation, for the search columns). Each: `table`, `rows` (how many), and `sql(from, to)` inserting rows `from..to` of the
 * step (1-based); run in chunks so the progress shows and no transaction grows past a few hundred MB.
 */
export function steps(n, normalize) {
  const nFirst = FIRST.map(normalize);
  const nLast = LAST.map(normalize);
  const { user, funeralHomeUser, lampManagerUser, partner, lampManagerPartner, deceased } = BASE;
  // The people behind the memorials: a third of the deceased have one, owned by an account.
  const memorialDeceased = (k) => `(${deceased} + 3 * (${k}))`;
  const memorials = Math.floor(n.deceased / 3);
  // A tenth of the messages go to the 1 000 most visited memorials (skewed: the first gets thousands), the
  // rest are spread over every memorial.
  const popular = Math.min(1000, memorials);
  const popularMemorial = (salt) =>
    memorialDeceased(
      `1 + IF(seq % 10 = 0, FLOOR(${popular} * POW(${pick(salt)}, 2)), FLOOR(${memorials} * ${pick(`${salt}u`)}))`,
    );
  const seqRange = (from, to) => `seq_${from}_to_${to}`;
  const DEATH = `DATE(${daysAgo(3650, 'dd')})`;
  const SEEN = "TIMESTAMP('2026-12-01 07:59:00') - INTERVAL (seq % 60) SECOND";
  const lamp = `(1 + (seq - 1) % ${n.lamps})`;
  const until = `(DATE('2026-12-01') - INTERVAL FLOOR((seq - 1) / ${n.lamps}) YEAR)`;
  // Zone subscribers: every `stride`-th account, up to `zoneSubscribers` of them.
  const stride = Math.max(1, Math.floor(n.accounts / n.zoneSubscribers));
  const subscriber = `(seq % ${stride} = 0 AND seq <= ${stride * n.zoneSubscribers})`;
  return [
    {
      table: 'bench_comuni',
      rows: 1,
      sql: () => `CREATE TABLE IF NOT EXISTS bench_comuni (n INT PRIMARY KEY, id INT NOT NULL, province_id INT NOT NULL,
        region_id INT NOT NULL, cap VARCHAR(5) NOT NULL) ENGINE=InnoDB SELECT ROW_NUMBER() OVER (ORDER BY c.id) AS n,
        c.id, c.province_id, p.region_id, c.cap FROM comuni c JOIN provinces p ON p.id = c.province_id`,
    },
    {
      table: 'users',
      rows: n.accounts,
      sql: (from, to) => `INSERT INTO users (id, username, email, telephone, name, surname, name_normalized,
        password_hash, platform_access, partner_type, cf, preferred_contact, active_notification,
        notification_frequency, created_at)
        SELECT ${user} + seq, CONCAT('utente', seq), CONCAT('utente', seq, '@example.it'),
          IF(seq % 4 = 0, CONCAT('+39 3', LPAD(seq % 1000000000, 9, '0')), NULL),
          ${oneOf(FIRST, 'uf')}, ${oneOf(LAST, 'ul')}, CONCAT(${oneOf(nFirst, 'uf')}, ' ', ${oneOf(nLast, 'ul')}),
          @hash, 0, NULL, NULL, 'email', IF(${subscriber}, 1, seq % 7 = 0),
          IF(${subscriber}, ELT(1 + FLOOR(seq / ${stride}) % 20, ${list(FREQUENCIES)}), 'never'),
          ${daysAgo(2000, 'uc')}
        FROM ${seqRange(from, to)}`,
    },
    {
      table: 'users',
      rows: n.funeralHomes + n.lampManagers,
      sql: (
        from,
        to,
      ) => `INSERT INTO users (id, username, email, name, surname, name_normalized, password_hash,
        platform_access, partner_type, preferred_contact, active_notification, notification_frequency, created_at)
        SELECT IF(seq <= ${n.funeralHomes}, ${funeralHomeUser} + seq, ${lampManagerUser} + seq - ${n.funeralHomes}),
          IF(seq <= ${n.funeralHomes}, CONCAT('onoranze', seq), CONCAT('lampade', seq - ${n.funeralHomes})),
          CONCAT('partner', seq, '@example.it'), ${oneOf(FIRST, 'pf')}, ${oneOf(LAST, 'pl')}, CONCAT('partner ', seq),
          @hash, 2, IF(seq <= ${n.funeralHomes}, 'partner', 'gestorelampade'), 'email', 1, 'daily',
          ${daysAgo(2000, 'pc')}
        FROM ${seqRange(from, to)}`,
    },
    {
      table: 'partners',
      rows: n.funeralHomes + n.lampManagers,
      sql: (from, to) => `INSERT INTO partners (id, name, type, user_id, email, status, address_location_id,
        address_province_id, address_region_id, address_cap)
        SELECT IF(seq <= ${n.funeralHomes}, ${partner} + seq, ${lampManagerPartner} + seq - ${n.funeralHomes}),
          CONCAT(IF(seq <= ${n.funeralHomes}, 'Onoranze Funebri ', 'Lampade Votive '), ${oneOf(LAST, 'pn')}, ' ', seq),
          IF(seq <= ${n.funeralHomes}, 'partner', 'gestorelampade'),
          IF(seq <= ${n.funeralHomes}, ${funeralHomeUser} + seq, ${lampManagerUser} + seq - ${n.funeralHomes}),
          CONCAT('partner', seq, '@example.it'), 'active', c.id, c.province_id, c.region_id, c.cap
        FROM ${seqRange(from, to)} JOIN bench_comuni c ON c.n = 1 + seq % ${n.comuni}`,
    },
    {
      // Every third has a memorial (owned, below); every fifth a notice by a funeral home, skewed to the large
      // ones — a notice only (show_page 0) unless the family also has a memorial.
      table: 'deceased',
      rows: n.deceased,
      sql: (
        from,
        to,
      ) => `INSERT INTO deceased (id, name, surname, name_normalized, surname_normalized, gender,
        date_of_birth, date_of_death, publication_time, graveyard_name, graveyard_region_id, graveyard_province_id,
        graveyard_location_id, graveyard_cap, partner_id, owner_user_id, show_page, enabled, created_at, age,
        funeral_date)
        SELECT ${deceased} + seq, ${oneOf(FIRST, 'df')}, ${oneOf(LAST, 'dl')},
          ${oneOf(nFirst, 'df')}, ${oneOf(nLast, 'dl')}, IF(seq % 2, 'M', 'F'),
          ${DEATH} - INTERVAL (50 + FLOOR(45 * ${pick('da')})) YEAR - INTERVAL FLOOR(365 * ${pick('db')}) DAY,
          ${DEATH}, ${DEATH} + INTERVAL 1 DAY + INTERVAL 9 HOUR,
          CONCAT('Cimitero di ', c.id), c.region_id, c.province_id, c.id, c.cap,
          IF(seq % 5 = 0, ${partner} + 1 + FLOOR(${n.funeralHomes} * POW(${pick('dp')}, 3)), NULL),
          IF(seq % 3 = 0, ${user} + 1 + (seq * 7919) % ${n.accounts}, NULL),
          IF(seq % 5 = 0 AND seq % 3 <> 0, 0, 1), 1,
          ${DEATH} + INTERVAL 1 DAY, NULL, IF(seq % 5 = 0, ${DEATH} + INTERVAL 3 DAY, NULL)
        FROM ${seqRange(from, to)} JOIN bench_comuni c ON c.n = 1 + FLOOR(${n.comuni} * ${pick('dc')})`,
    },
    {
      // The name filter's words (backend modules/deceased/name-words.ts) of the deceased just made: each
      // normalised name and surname from every word start (the start, after a space or an apostrophe) to
      // its end. A generated name has at most two word starts; WORD_STARTS covers more.
      table: 'deceased_name_words',
      rows: n.deceased,
      sql: (from, to) => `INSERT IGNORE INTO deceased_name_words (word, deceased_id)
        ${nameWordTails(`SELECT id, name_normalized AS s FROM deceased
          WHERE id BETWEEN ${deceased + from} AND ${deceased + to}
          UNION ALL SELECT id, surname_normalized FROM deceased WHERE id BETWEEN ${deceased + from} AND ${deceased + to}`)}`,
    },
    {
      // Paid for a year or more: the expiries spread over two years from a week after the data set's day, so
      // about one in 25 falls in the renewal reminders' 30 days.
      table: 'memorials',
      rows: memorials,
      sql: (from, to) => `INSERT INTO memorials (deceased_id, bio, expires_at, not_notify, created_at)
        SELECT ${memorialDeceased('seq')}, CONCAT('Una vita di lavoro e di affetti. Ricordo ', seq, '.'),
          TIMESTAMP('2026-12-08') + INTERVAL FLOOR(730 * 86400 * ${pick('me')}) SECOND, 0, ${daysAgo(1500, 'mc')}
        FROM ${seqRange(from, to)}`,
    },
    {
      // Condolences on memorial pages, a few popular ones with thousands.
      table: 'condolences',
      rows: n.condolences,
      sql: (from, to) => `INSERT INTO condolences (deceased_id, author_name, text, email, status, created_at,
        published_at)
        SELECT ${popularMemorial('cd')},
          CONCAT(${oneOf(FIRST, 'cf')}, ' ', ${oneOf(LAST, 'cl')}),
          CONCAT('Sentite condoglianze alla famiglia, con affetto. Messaggio ', seq, '.'),
          CONCAT('visitatore', seq % 500000, '@example.it'), IF(seq % 50 = 0, 'pending', 'published'),
          ${daysAgo(1500, 'cc')}, IF(seq % 50 = 0, NULL, ${daysAgo(1500, 'cc')})
        FROM ${seqRange(from, to)}`,
    },
    {
      table: 'dedications',
      rows: n.dedications,
      sql: (from, to) => `INSERT INTO dedications (id, deceased_id, type, text, sign, status, giver_name,
        giver_surname, giver_email, created_at, awaiting_since)
        SELECT ${BASE.dedication} + seq, ${popularMemorial('ed')},
          ${oneOf(['dedica-cero', 'dedica-fiori', 'dedica-foto', 'dedica-video'], 'et')},
          'Ti porteremo sempre nel cuore.', ${oneOf(FIRST, 'es')},
          ELT(1 + seq % 20, 'pending', 'refused', 'unpaid', 'accepted', 'accepted', 'accepted', 'accepted', 'accepted',
            'accepted', 'accepted', 'accepted', 'accepted', 'accepted', 'accepted', 'accepted', 'accepted',
            'accepted', 'accepted', 'accepted', 'accepted'),
          ${oneOf(FIRST, 'ef')}, ${oneOf(LAST, 'el')}, CONCAT('donatore', seq, '@example.it'),
          ${daysAgo(1500, 'ec')}, IF(seq % 20 = 0, ${daysAgo(1500, 'ec')}, NULL)
        FROM ${seqRange(from, to)}`,
    },
    {
      // Plaques: most sold and active on a memorial's page, the rest in stock or sold to funeral homes; one in
      // fifty a temporary code (30 days).
      table: 'qr_codes',
      rows: n.plaques,
      sql: (from, to) => `INSERT INTO qr_codes (id, code, verification_code, sold, sale_channel, temporary,
        buyer_user_id, deceased_id, created_at, activation_status, activated_at, partner_id, expires_at)
        SELECT ${BASE.plaque} + seq, CONCAT('N', LPAD(seq, 9, '0')), LPAD(CRC32(CONCAT('v', seq)) % 1000000, 6, '0'),
          seq % 6 <> 0, IF(seq % 6 = 0, NULL, IF(seq % 6 = 1, 'partner', 'online')), seq % 50 = 6,
          IF(seq % 6 > 1 AND seq <= ${memorials}, ${user} + 1 + (seq * 7919) % ${n.accounts}, NULL),
          IF(seq % 6 > 1 AND seq <= ${memorials}, ${memorialDeceased('seq')}, NULL), ${daysAgo(1800, 'qc')},
          IF(seq % 6 > 1 AND seq <= ${memorials}, 'active', NULL),
          IF(seq % 6 > 1 AND seq <= ${memorials}, ${daysAgo(1800, 'qc')}, NULL),
          IF(seq % 6 = 1, ${partner} + 1 + FLOOR(${n.funeralHomes} * POW(${pick('qp')}, 3)), NULL),
          IF(seq % 50 = 6, ${daysAgo(1800, 'qc')} + INTERVAL 30 DAY, NULL)
        FROM ${seqRange(from, to)}`,
    },
    {
      // One subscriber per lamp; lamp k's manager: the large one for the first lamps, then skewed.
      table: 'lamp_subscribers',
      rows: n.lamps,
      sql: (
        from,
        to,
      ) => `INSERT INTO lamp_subscribers (id, manager_user_id, name, surname, fiscal_code, address,
        sdi, telephone, email, pec, created_at)
        SELECT ${BASE.subscriber} + seq, ${lampManager(n)}, ${oneOf(FIRST, 'sf')}, ${oneOf(LAST, 'sl')},
          CONCAT('BNC', LPAD(seq, 8, '0'), 'H501', CHAR(65 + seq % 26)), CONCAT('Via Roma ', seq % 300),
          '0000000', CONCAT('+39 3', LPAD(seq, 9, '0')), CONCAT('famiglia', seq, '@example.it'), '',
          ${daysAgo(1800, 'sc')}
        FROM ${seqRange(from, to)}`,
    },
    {
      // Lamps on pages without a memorial (deceased ids ≡ 1 mod 3), one per page; every 200th in anomaly.
      table: 'lamps',
      rows: n.lamps,
      sql: (from, to) => `INSERT INTO lamps (id, serial, deceased_id, subscriber_id, manager_user_id, mode,
        seconds_next_connection, seconds_without_connection, paid_until, credential_hash, last_checkin_at,
        check_due_at, anomaly, anomaly_reason, anomaly_since, created_at, yearly_fee_cents)
        SELECT ${BASE.lamp} + seq, CONCAT('LV', LPAD(seq, 10, '0')), ${deceased} + 3 * seq - 2,
          ${BASE.subscriber} + seq, ${lampManager(n)}, 1, 60, 180,
          TIMESTAMP('2026-12-01') + INTERVAL (FLOOR(400 * ${pick('lp')}) - 35) DAY, '$argon2id$bench',
          ${SEEN}, ${SEEN} + INTERVAL 180 SECOND,
          seq % 200 = 0, IF(seq % 200 = 0, 'offline', NULL), IF(seq % 200 = 0, ${SEEN}, NULL), ${daysAgo(1800, 'lc')},
          3000 + 500 * (seq % 5)
        FROM ${seqRange(from, to)}`,
    },
    {
      // Five years of yearly payments per lamp: payment k of a lamp covers the k-th year back from today.
      table: 'lamp_payments',
      rows: n.lampPayments,
      sql: (from, to) => `INSERT INTO lamp_payments (id, lamp_id, subscriber_id, paid_on, paid_until, type,
        amount_cents, receipt_token_hash, created_by_user_id, created_at)
        SELECT ${BASE.lampPayment} + seq, ${BASE.lamp} + ${lamp}, ${BASE.subscriber} + ${lamp},
          ${until} - INTERVAL 1 YEAR, ${until}, ELT(1 + seq % 3, 'Contanti', 'Bonifico', 'POS'),
          3000 + 500 * (${lamp} % 5), SHA2(CONCAT('receipt', seq), 256), NULL, ${until} - INTERVAL 1 YEAR
        FROM ${seqRange(from, to)}`,
    },
    {
      table: 'audit_log',
      rows: n.audit,
      sql: (
        from,
        to,
      ) => `INSERT INTO audit_log (id, actor_user_id, actor_username, action, target_type, target_id,
        new_values, created_at)
        SELECT ${BASE.audit} + seq, 1, 'adminricordo',
          ${oneOf(['deceased.update', 'memorial.update', 'dedication.evaluate', 'qrcode.delete', 'partner.update'], 'aa')},
          'deceased', ${deceased} + 1 + seq % ${n.deceased}, '{}', ${daysAgo(1500, 'ac')}
        FROM ${seqRange(from, to)}`,
    },
    {
      // One zone per subscriber: most a province, some a comune, a few a whole region (each zone sets its
      // region, as the account form saves it).
      table: 'user_notification_zones',
      rows: n.zoneSubscribers,
      sql: (
        from,
        to,
      ) => `INSERT INTO user_notification_zones (user_id, region_id, province_id, location_id, cap)
        SELECT ${user} + ${stride} * seq, c.region_id, IF(${pick('zk')} < 0.9, c.province_id, NULL),
          IF(${pick('zk')} < 0.2, c.id, NULL), NULL
        FROM ${seqRange(from, to)} JOIN bench_comuni c ON c.n = 1 + FLOOR(${n.comuni} * ${pick('zc')})`,
    },
    {
      // The day's notices (the latest published) pending for the daily and weekly subscribers of their zones,
      // as ZoneNotificationsService.obituaryPublished leaves them for the digests; realtime ones were told.
      table: 'obituary_notifications',
      rows: n.dayNotices,
      sql: (
        from,
        to,
      ) => `INSERT IGNORE INTO obituary_notifications (user_id, deceased_id, deceased_name, place,
        status, created_at, told_at)
        SELECT z.user_id, d.id, CONCAT(d.name, ' ', d.surname), CONCAT(c.name, ' (', p.sigla, ')'),
          IF(u.notification_frequency = 'realtime', 'told', 'pending'), d.publication_time,
          IF(u.notification_frequency = 'realtime', d.publication_time, NULL)
        FROM (SELECT id, name, surname, publication_time, graveyard_region_id, graveyard_province_id,
            graveyard_location_id FROM deceased WHERE partner_id IS NOT NULL AND id > ${deceased}
            ORDER BY publication_time DESC, id DESC LIMIT ${to - from + 1} OFFSET ${from - 1}) d
          JOIN comuni c ON c.id = d.graveyard_location_id JOIN provinces p ON p.id = c.province_id
          JOIN user_notification_zones z ON z.user_id > ${user} AND z.region_id = d.graveyard_region_id
            AND (z.province_id IS NULL OR z.province_id = d.graveyard_province_id)
            AND (z.location_id IS NULL OR z.location_id = d.graveyard_location_id)
          JOIN users u ON u.id = z.user_id`,
    },
    {
      table: 'outbox',
      rows: n.outbox,
      sql: (from, to) => `INSERT INTO outbox (id, channel, recipient, template, payload, status, attempts,
        next_attempt_at, created_at, sent_at)
        SELECT ${BASE.outbox} + seq, IF(seq % 5 = 0, 'wa', 'email'), CONCAT('utente', seq % 1500000, '@example.it'),
          ${oneOf(['condolence-confirm', 'dedication-outcome', 'lamp-renewal-reminder', 'digest'], 'ot')}, '{}',
          IF(seq % 1000 = 0, 'dead', 'sent'), 1, ${daysAgo(1500, 'oc')}, ${daysAgo(1500, 'oc')},
          IF(seq % 1000 = 0, NULL, ${daysAgo(1500, 'oc')})
        FROM ${seqRange(from, to)}`,
    },
  ];
}

/** Zone subscribers' frequencies, one in twenty each: most daily, a quarter weekly, a few at once. */
const FREQUENCIES = [
  ...Array.from({ length: 12 }, () => 'daily'),
  ...Array.from({ length: 5 }, () => 'weekly'),
  ...Array.from({ length: 3 }, () => 'realtime'),
];

/** Lamp number `seq`'s manager: the first lamps are the large manager's, the others skewed over the rest. */
function lampManager(n) {
  const first = BASE.lampManagerUser + 1;
  const others = Math.max(1, n.lampManagers - 1);
  return `IF(seq <= ${n.bigManagerLamps}, ${first}, ${first} + 1 + FLOOR(${others} * POW(${pick('lm')}, 2)))`;
}

/**
 * Loads the data set at `scale` through `query` (one connection: session variables carry over), on a database
 * the backend has migrated and seeded. `onStep(table, done, rows)` is told the progress. Answers each step's
 * table, rows and seconds.
 */
export async function loadDataSet(query, { scale, normalize, chunk = 200_000, onStep = () => undefined }) {
  // Bulk load: the rows are consistent by construction, so per-row checks are skipped while loading.
  await query('SET SESSION foreign_key_checks = 0, unique_checks = 0');
  await query("SET @hash = (SELECT password_hash FROM users WHERE username = 'clientedemo')");
  const counts = scaled(scale);
  const timings = [];
  try {
    for (const step of steps(counts, normalize)) {
      const started = Date.now();
      for (let from = 1; from <= step.rows; from += chunk) {
        const to = Math.min(step.rows, from + chunk - 1);
        await query(step.sql(from, to));
        onStep(step.table, to, step.rows);
      }
      if (step.table === 'bench_comuni') {
        const [{ total }] = await query('SELECT COUNT(*) AS total FROM bench_comuni');
        counts.comuni = Number(total);
      }
      timings.push({ table: step.table, rows: step.rows, seconds: (Date.now() - started) / 1000 });
    }
  } finally {
    await query('SET SESSION foreign_key_checks = 1, unique_checks = 1');
  }
  return { counts, timings };
}
