// A private MariaDB server for benchmarks that stop the database (bench/scale-faults.mjs): its own datadir,
// loopback port and socket under a scratch folder, so the machine's server (shared with CI) is never touched.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import mysql from 'mysql2/promise';

const MARIADBD = '/usr/sbin/mariadbd';
const INSTALL_DB = '/usr/bin/mariadb-install-db';

/** Resolves once a root connection to `port` succeeds; throws after `ms`. */
async function acceptsConnections(port, ms) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      const connection = await mysql.createConnection({ host: '127.0.0.1', port, user: 'root' });
      await connection.end();
      return;
    } catch (error) {
      if (Date.now() > end) throw new Error(`private MariaDB on ${port} not up: ${error.message}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * A MariaDB in `dir` (datadir initialised once, root without password) on 127.0.0.1:`port`. `start()`
 * resolves once it accepts connections (at the first call and after `stop()`, on the same datadir);
 * `stop()` sends SIGTERM and waits for the exit (a clean shutdown, as systemd would do).
 */
export function privateMariadb({ dir, port }) {
  const datadir = join(dir, 'data');
  let child = null;
  return {
    url: (database) => `mysql://root@127.0.0.1:${port}/${database}`,
    async start() {
      if (!existsSync(datadir)) {
        mkdirSync(dir, { recursive: true });
        execFileSync(
          INSTALL_DB,
          [
            '--no-defaults',
            `--datadir=${datadir}`,
            '--auth-root-authentication-method=normal',
            '--skip-test-db',
            ...(process.getuid?.() === 0 ? ['--user=root'] : []),
          ],
          { stdio: 'ignore' },
        );
      }
      const log = openSync(join(dir, 'mariadbd.log'), 'a');
      child = spawn(
        MARIADBD,
        [
          '--no-defaults',
          `--datadir=${datadir}`,
          `--port=${port}`,
          '--bind-address=127.0.0.1',
          `--socket=${join(dir, 'sock')}`,
          `--pid-file=${join(dir, 'mariadbd.pid')}`,
          '--skip-log-bin',
          '--max-connections=300',
          ...(process.getuid?.() === 0 ? ['--user=root'] : []),
        ],
        { stdio: ['ignore', log, log] },
      );
      const exited = new Promise((_, reject) =>
        child.once('exit', (code) =>
          reject(new Error(`mariadbd exited with ${code}, see ${dir}/mariadbd.log`)),
        ),
      );
      exited.catch(() => {});
      await Promise.race([acceptsConnections(port, 60_000), exited]);
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      await new Promise((resolve) => {
        running.once('exit', resolve);
        running.kill('SIGTERM');
      });
    },
  };
}
