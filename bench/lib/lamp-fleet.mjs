// bench/lamps.mjs's side of its lamp processes (lamp-fleet-worker.mjs): the lamps of the state file split
// into `count` processes, process i on edge broker i mod B, and what the benchmark says to them over IPC.
import { join } from 'node:path';
import { ROOT } from './platform.mjs';

/**
 * Starts the processes through `start(command, args, options)` (the benchmark's child bookkeeping; they are
 * the load generator: `generator`), each with room for 20 000 open files, and resolves once each has built
 * its lamps. `onSample(message)` gets the
 * sampled check-ins ({ index, seq, at }: `at` in epoch ms).
 */
export async function startFleet({ count, lamps, edges, stateFile, prefix, every, sample, start, onSample }) {
  const children = [];
  for (let index = 0; index < count; index += 1) {
    const from = Math.floor((index * lamps) / count);
    const to = Math.floor(((index + 1) * lamps) / count);
    const url = `mqtt://127.0.0.1:${edges[index % edges.length].port}`;
    const args = [stateFile, from, to, url, prefix, every, sample].map(String);
    // Through sh for `ulimit -n` (Node cannot raise its own limit); exec keeps the pid and the IPC channel.
    const child = start(
      'sh',
      [
        '-c',
        'ulimit -n 20000 2>/dev/null; exec "$0" "$@"',
        process.execPath,
        join(ROOT, 'bench', 'lib', 'lamp-fleet-worker.mjs'),
        ...args,
      ],
      { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], generator: true },
    );
    child.on('message', (message) => {
      if (message.type === 'sample') onSample(message);
    });
    children.push(child);
  }

  /** Sends `message` to every process; with `reply`, resolves to their answers of that type. */
  function tell(message, reply) {
    const replies = reply
      ? children.map(
          (child) =>
            new Promise((resolve) => {
              const listener = (answer) => {
                if (answer.type !== reply) return;
                child.off('message', listener);
                resolve(answer);
              };
              child.on('message', listener);
            }),
        )
      : [];
    for (const child of children) child.send(message);
    return Promise.all(replies);
  }

  /** Check-ins published and errors so far (all processes), the largest RSS and event-loop p99. */
  async function counts() {
    const answers = await tell({ type: 'counts' }, 'counts');
    const sum = (key) => answers.reduce((total, answer) => total + answer[key], 0);
    const max = (key) => Math.max(...answers.map((answer) => answer[key]));
    return {
      published: sum('published'),
      errors: sum('errors'),
      rssMb: max('rssMb'),
      loopP99Ms: max('loopP99Ms'),
    };
  }

  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve, reject) => {
          child.once('message', resolve);
          child.once('exit', () => reject(new Error('a lamp process exited before its lamps were built')));
        }),
    ),
  );
  return { pids: children.map((child) => child.pid), tell, counts };
}
