import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { supervise } from './supervise.mjs';

/** A real child process running `script`, which can read how many times it was started from argv[1]. */
function nodeChild(script, countFile) {
  return () => spawn(process.execPath, ['-e', script, countFile], { stdio: 'ignore' });
}

/** Appends a line per start, and answers the number of starts so far. */
const COUNT = `const fs = require('fs'); const f = process.argv[1]; fs.appendFileSync(f, 'x'); const n = fs.readFileSync(f, 'utf8').length;`;

function countFile() {
  const file = join(mkdtempSync(join(tmpdir(), 'supervise-')), 'starts');
  writeFileSync(file, '');
  return file;
}
const starts = (file) => readFileSync(file, 'utf8').length;

describe('supervise (npm start keeps the backend running)', () => {
  it('starts a child that died again, with a pause that doubles, until one stays up', async () => {
    const file = countFile();
    const logs = [];
    // Dies twice with 1 (an uncaught exception's exit), then the third one ends cleanly.
    const script = `${COUNT} process.exit(n < 3 ? 1 : 0);`;
    const started = Date.now();
    const supervisor = supervise(nodeChild(script, file), {
      minDelayMs: 100,
      log: (line) => logs.push(line),
    });
    expect(await supervisor.done).toBe(0);
    expect(starts(file)).toBe(3);
    expect(logs.map((line) => line.match(/in (\d+) ms/)?.[1])).toEqual(['100', '200']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('starts again a child killed by a signal nobody sent through it (the kernel OOM killer)', async () => {
    const file = countFile();
    const script = `${COUNT} if (n === 1) process.kill(process.pid, 'SIGKILL'); else process.exit(0);`;
    const supervisor = supervise(nodeChild(script, file), { minDelayMs: 50, log: () => undefined });
    expect(await supervisor.done).toBe(0);
    expect(starts(file)).toBe(2);
  });

  it('does not start again a child stopped with Ctrl-C, a clean exit or a clean signal', async () => {
    const file = countFile();
    const stayUp = `${COUNT} setInterval(() => undefined, 1000);`;
    const supervisor = supervise(nodeChild(stayUp, file), { minDelayMs: 50, log: () => undefined });
    await new Promise((resolve) => setTimeout(resolve, 300));
    supervisor.stop('SIGINT');
    expect(await supervisor.done).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(starts(file)).toBe(1);

    const terminated = countFile();
    const selfTerm = `${COUNT} process.kill(process.pid, 'SIGTERM'); setInterval(() => undefined, 1000);`;
    const other = supervise(nodeChild(selfTerm, terminated), { minDelayMs: 50, log: () => undefined });
    expect(await other.done).toBe(0);
    expect(starts(terminated)).toBe(1);
  });

  it('gives up the pause when stopped while waiting to start again', async () => {
    const file = countFile();
    const supervisor = supervise(nodeChild(`${COUNT} process.exit(1);`, file), {
      minDelayMs: 60_000,
      log: () => undefined,
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    supervisor.stop('SIGINT');
    expect(await supervisor.done).toBe(0);
    expect(starts(file)).toBe(1);
  });
});
