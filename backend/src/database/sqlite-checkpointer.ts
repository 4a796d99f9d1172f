import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createRequire } from 'node:module';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/**
 * While the thread keeps up, the request thread never checkpoints: SQLite does it on the committing
 * connection only once the log holds this many pages (about 40 MB), a backstop if the thread stops.
 */
export const BACKSTOP_PAGES = 10_000;

/** What one checkpoint of the thread did (SQLite's `wal_checkpoint` answer). */
export interface CheckpointReport {
  /** Pages in the log, and how many of them are in the database now. */
  log: number;
  checkpointed: number;
}

/**
 * The thread: its own connection to the database file, a PASSIVE checkpoint every `intervalMs` (it never
 * waits for a lock: a checkpoint that meets the writer copies what it can and the next one goes on), a
 * report when one copied pages, a last checkpoint when told to stop. Plain JavaScript run with `eval`, so
 * the built backend and the TypeScript test suite start the same code.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path, { fileMustExist: true });
db.pragma('busy_timeout = 0');
const checkpoint = () => {
  try {
    const [row] = db.pragma('wal_checkpoint(PASSIVE)');
    if (row.log > 0 && row.checkpointed > 0)
      parentPort.postMessage({ type: 'checkpoint', log: row.log, checkpointed: row.checkpointed });
  } catch (error) {
    parentPort.postMessage({ type: 'failed', error: String(error) });
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

/**
 * SQLite's write-ahead log copied into the database on a thread of its own (bench/README.md, "The flood on
 * a shared machine, and checkpoints off the request thread"). By default SQLite copies it on the connection
 * that commits, once the log holds 1 000 pages; with better-sqlite3 that connection is the request
 * thread's, and on the 100 000-lamp database a batch of check-ins spent most of its commit there (the
 * copy's random writes and its fsync): 29–37 µs a check-in against 7 µs without. The thread's checkpoints
 * are PASSIVE, so the request thread's writes never wait for them, and the log starts over at the first
 * write after one has copied it all. SQLITE_CHECKPOINT_MS=0 leaves SQLite's own checkpoints; MariaDB needs
 * none of this.
 */
@Injectable()
export class SqliteCheckpointer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SqliteCheckpointer.name);
  private thread: Worker | null = null;
  private lastFailure: string | null = null;
  /** The thread's last checkpoint that copied pages (tests read it). */
  lastReport: CheckpointReport | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { database, sqliteCheckpointMs } = this.config;
    if (database.type !== 'sqlite' || sqliteCheckpointMs === 0 || database.path === ':memory:') return;
    await this.dataSource.query(`PRAGMA wal_autocheckpoint = ${BACKSTOP_PAGES}`);
    const thread = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: {
        driver: createRequire(__filename).resolve('better-sqlite3'),
        path: database.path,
        intervalMs: sqliteCheckpointMs,
      },
    });
    thread.on('message', (message: { type: string; error?: string } & CheckpointReport) => {
      if (message.type === 'checkpoint') {
        this.lastReport = { log: message.log, checkpointed: message.checkpointed };
        this.lastFailure = null;
      } else if (message.error !== this.lastFailure) {
        // Logged once per kind of failure; the backstop keeps the log bounded meanwhile.
        this.lastFailure = message.error ?? null;
        this.logger.warn({ msg: 'SQLite checkpoint failed', error: message.error });
      }
    });
    thread.on('error', (error) =>
      this.logger.error({ msg: 'SQLite checkpoint thread failed', error: String(error) }),
    );
    thread.unref();
    this.thread = thread;
  }

  /** Stops the thread after a last checkpoint, before the main connection closes. */
  async onModuleDestroy(): Promise<void> {
    const thread = this.thread;
    this.thread = null;
    if (!thread) return;
    const exited = once(thread, 'exit');
    thread.postMessage('stop');
    await exited;
  }
}
