// What bench/lamps.mjs reads through the API as the lamp manager (lampadedemo): every lamp's last sequence,
// and one lamp's state until it shows a given check-in (the delay from publication to readable).
import { performance } from 'node:perf_hooks';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The lamp manager's session, as the panel has it: { call(path, init), userId }. */
export async function signInManager(api) {
  const jar = new Map();
  const call = async (path, init = {}) => {
    const headers = { ...(init.headers ?? {}), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    // A kept-alive socket the server has just closed resets the first request on it: try again.
    let response;
    for (let attempt = 1; ; attempt += 1) {
      try {
        response = await fetch(`${api}${path}`, { ...init, headers });
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
        await sleep(100);
      }
    }
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  const token = async () => (await (await call('/api/auth/securitytoken')).json()).data._csrf;
  const login = await call('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': await token() },
    body: JSON.stringify({ email: 'lampadedemo', password: 'RicordoDemo2026' }),
  });
  if (!login.ok) throw new Error(`login ${login.status}`);
  const userId = (await login.json()).session.userdata.user_id;
  return { call, userId };
}

/**
 * Every lamp's last sequence (lampadeGestoreData, 500 a page, newest lamp first), with the time each page was
 * read, the page each lamp is on, and the read's middle: the mean over the lamps of the time each was read.
 * Reading 100 000 lamps takes seconds, and its pages do not come at an even pace (a page costs more under
 * load), so a rate is the sequences' growth between two reads over the time between their middles: the mean
 * of each lamp's own window. `pages` (page numbers) reads only those pages again.
 */
export async function readSequences(session, pages = null) {
  const seqs = new Map();
  const readAt = new Map();
  const pageOf = new Map();
  const startedAt = performance.now();
  for (let page = pages ? pages[0] : 1, next = 1; page; next += 1) {
    const response = await session.call(
      `/api/lampade/lampadeGestoreData/${session.userId}?maxResults=500&page=${page}`,
    );
    const { data } = await response.json();
    const at = performance.now();
    for (const lamp of data.lampade) {
      seqs.set(lamp.serialeLampada, lamp.ultimaSequenza ?? 0);
      readAt.set(lamp.serialeLampada, at);
      pageOf.set(lamp.serialeLampada, page);
    }
    const following = pages ? pages[next] : data.nextPage;
    if (!following) {
      let sum = 0;
      for (const time of readAt.values()) sum += time;
      return { seqs, readAt, pageOf, middle: readAt.size > 0 ? sum / readAt.size : at };
    }
    page = following;
  }
  return { seqs, readAt, pageOf, middle: startedAt };
}

/** Whether lampadaData shows the lamp of `target.deceasedId` at `target.seq` or later. */
async function shows(session, target) {
  const response = await session.call(`/api/lampade/lampadaData/${target.deceasedId}`);
  const { data } = await response.json();
  return (data.lampadaData.ultimaSequenza ?? 0) >= target.seq;
}

/**
 * Sampled check-ins: measure({ deceasedId, seq, at }) reads lampadaData every POLL_MS from `at` (just
 * before the publication, performance clock) until it shows the sequence, and keeps the delay. Each sample
 * polls on its own (a slow one never holds the others up), and the sample is small, so the measuring adds
 * a few requests a second, not a load of its own.
 */
export function delaySampler(session) {
  const POLL_MS = 20;
  const polls = new Set();
  const delays = [];
  let lost = 0;
  function measure(sample) {
    const task = (async () => {
      const deadline = sample.at + 120_000;
      while (performance.now() < deadline) {
        if (await shows(session, sample)) {
          delays.push(performance.now() - sample.at);
          return;
        }
        await sleep(POLL_MS);
      }
      lost += 1;
    })();
    polls.add(task);
    void task.finally(() => polls.delete(task));
  }
  return { measure, delays, lost: () => lost, settled: () => Promise.all([...polls]) };
}

/**
 * When every target ({ deceasedId, seq }) showed its sequence through lampadaData, or null at the deadline.
 * One request at a time, round-robin over the targets not shown yet: the measuring must not take the cores
 * the backend is draining the flood with (fifty pollers every 20 ms each were thousands of requests a second).
 */
async function allShown(session, targets, deadline) {
  let waiting = [...targets];
  let shownAt = null;
  while (waiting.length > 0 && performance.now() < deadline) {
    const still = [];
    for (const target of waiting) {
      if (await shows(session, target)) shownAt = performance.now();
      else still.push(target);
    }
    waiting = still;
    if (waiting.length > 0) await sleep(20);
  }
  return waiting.length === 0 ? shownAt : null;
}

/**
 * When the backend had persisted a flood (every lamp `flood` check-ins after `startSeqs`, but for `missing`
 * that failed to publish), once mosquitto_sub has it all. The backend persists check-ins in the order the
 * central broker delivers them, as mosquitto_sub gets them: the lamps of its last check-ins (`lastTopics`)
 * are read (lampadaData, one request at a time, round-robin) until they show their flood; then one read of
 * every lamp confirms that all are done ({ timedBy: 'last lamps' }). If some are not, only the pages with
 * lamps not done yet are read again, and the time is that of the page where the last lamp was first seen
 * done ('pages').
 */
export async function backendFloodDone({
  session,
  lamps,
  startSeqs,
  flood,
  missing,
  lastTopics,
  deadline,
  onLastShown = () => {},
}) {
  const bySerial = new Map(lamps.map((entry) => [entry.serial, entry]));
  const targets = [];
  for (const serial of new Set(lastTopics.map((topic) => topic.split('/').at(-2))))
    if (bySerial.has(serial))
      targets.push({
        deceasedId: bySerial.get(serial).deceasedId,
        seq: (startSeqs.get(serial) ?? 0) + flood,
      });
  const lastDoneAt = await allShown(session, targets, deadline);
  const lastSeen = targets.length > 0 && lastDoneAt !== null;
  if (lastSeen) onLastShown();
  const expected = lamps.length * flood - missing;
  const doneAt = new Map();
  const latest = new Map(startSeqs);
  let pending = null; // pages still to read again; null: all
  for (let first = true; performance.now() < deadline; first = false) {
    const read = await readSequences(session, pending);
    const stillPending = new Set();
    for (const [serial, seq] of read.seqs) {
      latest.set(serial, seq);
      if (seq - (startSeqs.get(serial) ?? 0) < flood) stillPending.add(read.pageOf.get(serial));
      else if (!doneAt.has(serial)) doneAt.set(serial, read.readAt.get(serial));
    }
    pending = [...stillPending].sort((a, b) => a - b);
    let done = 0;
    for (const [serial, seq] of latest) done += Math.min(flood, seq - (startSeqs.get(serial) ?? 0));
    if (pending.length === 0 || done >= expected) {
      if (first && lastSeen) return { at: lastDoneAt, timedBy: 'last lamps' };
      const at = [...doneAt.values()].reduce((a, b) => Math.max(a, b), read.middle);
      return { at, timedBy: 'pages' };
    }
    await sleep(100);
  }
  // Not done by the deadline: how many lamps fell short, and a few of them, to tell lost from slow.
  const short = [...latest].filter(([serial, seq]) => seq - (startSeqs.get(serial) ?? 0) < flood);
  return {
    at: null,
    timedBy: null,
    short: short.length,
    shortSample: short
      .slice(0, 5)
      .map(([serial, seq]) => ({ serial, start: startSeqs.get(serial) ?? 0, seq })),
  };
}
