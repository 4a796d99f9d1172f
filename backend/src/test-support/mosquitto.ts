import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/** Debian's broker (.ci/run installs it when missing). */
export const MOSQUITTO_BINARY = process.env.MOSQUITTO_BIN ?? '/usr/sbin/mosquitto';

export interface BrokerOptions {
  /** Lines of a password file (`user:$7$…`); with it anonymous clients are refused. */
  passwordLines?: string[];
  /** Text of an ACL file. */
  acl?: string;
}

export interface TestBroker {
  url: string;
  port: number;
  dir: string;
  /** Stops the broker (its persistence file keeps sessions and retained messages). */
  stop(): Promise<void>;
  /** Starts it again on the same port, from its persistence file. */
  start(): Promise<void>;
  /** Stops it and removes its files. */
  dispose(): Promise<void>;
  log(): string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function accepting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A Mosquitto of the test file's own, on a free loopback port, with persistence in a temp folder, so
 * test files never share topics and a test may stop and restart "the broker" under the application.
 */
export async function startTestBroker(options: BrokerOptions = {}): Promise<TestBroker> {
  const dir = mkdtempSync(join(tmpdir(), 'ricordo-mosquitto-'));
  const port = await freePort();
  const lines = [
    `listener ${port} 127.0.0.1`,
    // Run as whoever runs the tests (as root, Mosquitto would switch to the 'mosquitto' user, which
    // cannot read this folder).
    `user ${userInfo().username}`,
    'persistence true',
    `persistence_location ${dir}/`,
    'autosave_interval 1',
    // Queue plenty for offline persistent sessions (the consumer's check-ins while it is away). Not 0
    // ("no limit"): Mosquitto 2.0.11 then drops a client whose publish the ACL refuses.
    'max_queued_messages 1000000',
    'log_dest stdout',
    'log_type error',
    'log_type warning',
    'log_type notice',
  ];
  if (options.passwordLines) {
    writeFileSync(join(dir, 'passwords'), `${options.passwordLines.join('\n')}\n`, { mode: 0o600 });
    lines.push('allow_anonymous false', `password_file ${join(dir, 'passwords')}`);
  } else lines.push('allow_anonymous true');
  if (options.acl !== undefined) {
    writeFileSync(join(dir, 'acl'), options.acl, { mode: 0o600 });
    lines.push(`acl_file ${join(dir, 'acl')}`);
  }
  const config = join(dir, 'mosquitto.conf');
  writeFileSync(config, `${lines.join('\n')}\n`);

  let child: ChildProcess | null = null;
  let output = '';
  const start = async () => {
    child = spawn(MOSQUITTO_BINARY, ['-c', config], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const started = Date.now();
    while (!(await accepting(port))) {
      if (child.exitCode !== null) throw new Error(`mosquitto exited: ${output}`);
      if (Date.now() - started > 10_000) throw new Error(`mosquitto did not start: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  };
  await start();
  return {
    url: `mqtt://127.0.0.1:${port}`,
    port,
    dir,
    start,
    stop,
    dispose: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
    log: () => output,
  };
}
