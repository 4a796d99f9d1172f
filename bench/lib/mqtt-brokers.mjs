// The Mosquitto topology of bench/lamps.mjs: one broker when it can hold every lamp, otherwise B edge brokers
// (each on its own port, holding its share of the lamps) bridged to one central broker, where the backend and
// mosquitto_sub subscribe — the "Mosquitto bridging" design of a deployment past one broker.
//
// Each edge bridge carries only what a lamp exchanges with the platform: its check-ins up
// (`<prefix>/+/checkin out 1`) and the desired states down (`<prefix>/+/desired in 1`, retained: with
// try_private the central broker knows the bridge and keeps the retain flag, so a lamp that connects to its
// edge later still reads its desired state there). QoS 1 on both, as the lamps and the backend use.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './built-backend.mjs';

const MOSQUITTO = '/usr/sbin/mosquitto';

/** The lines every broker of the benchmark shares: anonymous (the ACL is tested elsewhere), deep queues. */
function commonLines(port) {
  return [
    `listener ${port} 127.0.0.1`,
    `user ${userInfo().username}`,
    'allow_anonymous true',
    'max_queued_messages 1000000',
    'max_inflight_messages 1000',
    // Nothing reads the broker's output: a log line per connection would fill the pipe and stall it.
    'log_dest none',
  ];
}

function bridgeLines(name, centralPort, prefix) {
  return [
    `connection ${name}`,
    `address 127.0.0.1:${centralPort}`,
    `topic ${prefix}/+/checkin out 1`,
    `topic ${prefix}/+/desired in 1`,
    // A fresh broker pair each run: nothing to keep across the bridge's reconnections.
    'cleansession true',
    'try_private true',
    'bridge_protocol_version mqttv311',
    'restart_timeout 1',
    'keepalive_interval 60',
  ];
}

/**
 * Starts `brokers` edge brokers bridged to a central one (or, for 1, a single broker that is both), each
 * through `start(command, args, options)` (the benchmark's child bookkeeping), with room for 20 000 open
 * files. The edges stand for the network near the lamps, so they start as part of the load generator
 * (`generator`). Answers { central: { port, pid }, edges: [{ port, pid }] } (edges[0] === central for 1).
 */
export async function startBrokers({ work, brokers, prefix, start }) {
  const launch = (name, lines, generator = false) => {
    const file = join(work, `${name}.conf`);
    writeFileSync(file, `${lines.join('\n')}\n`);
    const child = start('sh', ['-c', `ulimit -n 20000 2>/dev/null; exec ${MOSQUITTO} -c ${file}`], {
      stdio: 'ignore',
      generator,
    });
    return child.pid; // exec: the shell's pid is the broker's
  };
  const centralPort = await freePort();
  const central = { port: centralPort, pid: launch('central', commonLines(centralPort)) };
  if (brokers === 1) return { central, edges: [central] };
  await new Promise((resolve) => setTimeout(resolve, 300)); // the central broker listening before the bridges
  const edges = [];
  for (let index = 0; index < brokers; index += 1) {
    const port = await freePort();
    const name = `edge-${index + 1}`;
    const pid = launch(name, [...commonLines(port), ...bridgeLines(name, centralPort, prefix)], true);
    edges.push({ port, pid });
  }
  // Every bridge up before a lamp connects: each announces itself on the central broker (notifications,
  // retained '1' on $SYS/broker/connection/<name>/state).
  const up = spawnSync(
    'mosquitto_sub',
    [
      '-p',
      String(centralPort),
      '-t',
      '$SYS/broker/connection/+/state',
      '-C',
      String(brokers),
      '-W',
      '30',
      '-v',
    ],
    { encoding: 'utf8' },
  );
  const connected = up.stdout.split('\n').filter((line) => line.endsWith(' 1')).length;
  if (connected < brokers) throw new Error(`${connected} of ${brokers} bridges connected within 30 s`);
  return { central, edges };
}
