// A share of bench/lamps.mjs's simulated lamps in a process of its own (one process cannot hold 100 000
// connections: 20 000 open files at most), started by the benchmark with an IPC channel:
//   node bench/lib/lamp-fleet-worker.mjs <state file> <from> <to> <mqtt url> <prefix> <every s> <sample>
// It builds lamps [from, to) of the state file (SimulatedLamp, online, each with its own credentials) and
// obeys the parent:
//   { type: 'start' }                → every lamp started, spread over one interval ({ type: 'started' })
//   { type: 'measure', on }          → while on, a sampled check-in is sent as { type: 'sample', index, seq, at }
//                                      just before its publication (`at`: epoch ms, performance clock)
//   { type: 'counts' }               → { type: 'counts', published, errors, rssMb, loopP99Ms }
//   { type: 'pause' }                → no more scheduled check-ins (before a flood: it alone is measured)
//   { type: 'flood', checkins }      → every lamp publishes `checkins` back to back ({ type: 'flooded', errors })
//   { type: 'stop' }                 → every lamp disconnected ({ type: 'stopped' }), then the process exits
// The measuring (windows, rates, delays) stays in the parent; this process only counts and reports.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { ROOT } from './platform.mjs';

const [stateFile, fromText, toText, url, prefix, everyText, sampleText] = process.argv.slice(2);
const from = Number(fromText);
const every = Number(everyText);
const sample = Number(sampleText);

const require = createRequire(join(ROOT, 'backend', 'dist', 'main.js'));
const { SimulatedLamp } = require('./modules/lamps/simulator/simulated-lamp');

const send = (message) => process.send?.(message);
const stored = JSON.parse(readFileSync(stateFile, 'utf8')).lamps.slice(from, Number(toText));
let published = 0;
let errors = 0;
let measuring = false;
const lamps = stored.map((entry, offset) => {
  const lamp = new SimulatedLamp({
    url,
    serial: entry.serial,
    password: entry.password,
    topicPrefix: prefix,
    behaviour: 'online',
    everySeconds: every,
    drainPerCheckin: 0.01,
  });
  lamp.on('publishing', (checkin) => {
    published += 1;
    if (measuring && Math.random() < sample)
      send({
        type: 'sample',
        index: from + offset,
        seq: checkin.seq,
        at: performance.timeOrigin + performance.now(),
      });
  });
  lamp.on('error', () => (errors += 1));
  return lamp;
});

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();

process.on('message', async (message) => {
  if (message.type === 'start') {
    for (const lamp of lamps) setTimeout(() => void lamp.start(), Math.random() * every * 1000);
    send({ type: 'started' });
  } else if (message.type === 'measure') {
    measuring = message.on;
    loop.reset();
  } else if (message.type === 'counts') {
    const rssMb = Math.round(process.memoryUsage().rss / 2 ** 20);
    const loopP99Ms = Math.round(loop.percentile(99) / 1e5) / 10;
    send({ type: 'counts', published, errors, rssMb, loopP99Ms });
  } else if (message.type === 'pause') {
    for (const lamp of lamps) lamp.pause();
  } else if (message.type === 'flood') {
    await Promise.all(
      lamps.map(async (lamp) => {
        for (let i = 0; i < message.checkins; i += 1) await lamp.checkInNow().catch(() => (errors += 1));
      }),
    );
    send({ type: 'flooded', errors });
  } else if (message.type === 'stop') {
    await Promise.all(lamps.map((lamp) => lamp.stop()));
    send({ type: 'stopped' });
    process.disconnect?.();
    process.exit(0);
  }
});
// The benchmark gone (crashed, killed): its lamps go with it.
process.on('disconnect', () => process.exit(0));
send({ type: 'ready', lamps: lamps.length });
