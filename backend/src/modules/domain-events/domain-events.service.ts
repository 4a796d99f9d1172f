import { Injectable, Logger } from '@nestjs/common';
import {
  DataSource,
  type EntityManager,
  type EntitySubscriberInterface,
  type QueryRunner,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
} from 'typeorm';

/** What changed on a deceased's public pages (memorial page, book, notice), named for its cause. */
export type PageContent =
  | 'deceased'
  | 'notice'
  | 'memorial'
  | 'dedication'
  | 'gift'
  | 'condolence'
  | 'lamp'
  | 'manifesto'
  | 'ownership'
  | 'plaque';

/** The content of a deceased's public pages changed (creating, enabling or disabling the deceased included). */
export interface PageContentChanged {
  type: 'PageContentChanged';
  deceasedId: number;
  what: PageContent;
}

/** What a partner's public page shows changed (the partner's own data; its latest obituaries). */
export interface PartnerPagesChanged {
  type: 'PartnerPagesChanged';
  what: 'partner' | 'company' | 'obituaries';
}

export type DomainEvent = PageContentChanged | PartnerPagesChanged;

export function pageContentChanged(deceasedId: number, what: PageContent): PageContentChanged {
  return { type: 'PageContentChanged', deceasedId, what };
}

export function partnerPagesChanged(what: PartnerPagesChanged['what']): PartnerPagesChanged {
  return { type: 'PartnerPagesChanged', what };
}
export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/**
 * How a handler is given an event: `manager` writes outside any transaction (after a commit, on the
 * connection the transaction used, so delivery never waits for a second connection of the pool).
 */
export interface Delivery {
  manager: EntityManager;
}

export type DomainEventHandler<T extends DomainEventType> = (
  event: DomainEventOf<T>,
  delivery: Delivery,
) => Promise<void> | void;

type AnyHandler = (event: DomainEvent, delivery: Delivery) => Promise<void> | void;

/**
 * How deep the runner's transactions are nested (1: the outermost; savepoints above). TypeORM keeps it in
 * a protected field of both engines' query runners (BaseQueryRunner.transactionDepth).
 */
function depthOf(runner: QueryRunner): number {
  return (runner as unknown as { transactionDepth?: number }).transactionDepth ?? 1;
}

interface Pending {
  event: DomainEvent;
  /** The transaction depth it was raised at: a rolled back savepoint drops what was raised inside it. */
  depth: number;
}

/**
 * In-process domain events (DESIGN "Side effects"): a service says what happened, the modules that keep
 * something derived from it (the page cache) follow. Raised inside a transaction, an event waits for that
 * transaction: it is delivered once the outermost transaction commits, and dropped when the transaction (or
 * the savepoint it was raised in) rolls back. Raised outside one, it is delivered at once.
 *
 * The commit and rollback are seen through TypeORM's transaction subscriber hooks, which both engines'
 * query runners broadcast after COMMIT/ROLLBACK (SQLite's one shared runner, serialized by the transaction
 * gate, and each MariaDB pool connection alike). Pending events are kept per query runner.
 *
 * Handlers are awaited before the committing call returns (a request that changed a page reads it fresh
 * next), and never throw back: the change is committed, so a failing follower is logged, not answered.
 * This is not the mail outbox (notifications/outbox.service): nothing here outlives the process.
 */
@Injectable()
export class DomainEvents implements EntitySubscriberInterface {
  private readonly logger = new Logger(DomainEvents.name);
  private readonly handlers = new Map<DomainEventType, AnyHandler[]>();
  private readonly pending = new WeakMap<QueryRunner, Pending[]>();

  constructor(private readonly dataSource: DataSource) {
    dataSource.subscribers.push(this);
  }

  subscribe<T extends DomainEventType>(type: T, handler: DomainEventHandler<T>): void {
    const list = this.handlers.get(type) ?? [];
    list.push(handler as unknown as AnyHandler);
    this.handlers.set(type, list);
  }

  /**
   * Raises `events` in the transaction of `manager` (delivered after its commit), or at once when
   * `manager` is null or runs in no transaction.
   */
  async raise(manager: EntityManager | null, ...events: DomainEvent[]): Promise<void> {
    const runner = manager?.queryRunner;
    if (runner?.isTransactionActive) {
      const queue = this.pending.get(runner) ?? [];
      for (const event of events) queue.push({ event, depth: depthOf(runner) });
      this.pending.set(runner, queue);
      return;
    }
    await this.deliver(events, manager ?? this.dataSource.manager);
  }

  /** TypeORM hook, after COMMIT or after a savepoint is released. */
  async afterTransactionCommit(commit: TransactionCommitEvent): Promise<void> {
    const runner = commit.queryRunner;
    const queue = this.pending.get(runner);
    if (!queue) return;
    if (runner.isTransactionActive) {
      // A savepoint was released: what it raised now belongs to the enclosing level.
      for (const item of queue) item.depth = Math.min(item.depth, depthOf(runner));
      return;
    }
    this.pending.delete(runner);
    // The same event raised twice in one transaction (two check-ins of one lamp) is delivered once.
    const events = new Map(queue.map(({ event }) => [JSON.stringify(event), event]));
    await this.deliver([...events.values()], runner.manager);
  }

  /** TypeORM hook, after ROLLBACK or after rolling back to a savepoint. */
  afterTransactionRollback(rollback: TransactionRollbackEvent): void {
    const runner = rollback.queryRunner;
    const queue = this.pending.get(runner);
    if (!queue) return;
    const kept = runner.isTransactionActive ? queue.filter((item) => item.depth <= depthOf(runner)) : [];
    if (kept.length > 0) this.pending.set(runner, kept);
    else this.pending.delete(runner);
  }

  private async deliver(events: DomainEvent[], manager: EntityManager): Promise<void> {
    for (const event of events) {
      for (const handler of this.handlers.get(event.type) ?? []) {
        try {
          await handler(event, { manager });
        } catch (error) {
          this.logger.error(`${event.type} not followed: ${String(error)}`);
        }
      }
    }
  }
}
