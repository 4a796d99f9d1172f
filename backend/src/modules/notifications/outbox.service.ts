import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { chunks } from '../../database/chunks';
import { Clock } from '../scheduler/clock';
import { NotificationErrors } from './notifications.errors';
import {
  OUTBOX_CHANNELS,
  OutboxMessage,
  type DeliveryState,
  type OutboxChannel,
  type OutboxStatus,
} from './outbox-message.entity';
import { MessageProviders } from './providers/message-providers';
import {
  isTemplateName,
  renderTemplate,
  type RenderedMessage,
  type TemplateData,
  type TemplateName,
} from './templates';

/** docs/contracts.md "Messaging". */
export interface OutboxMessageInput {
  channel: OutboxChannel;
  to: string;
  template: TemplateName;
  data: TemplateData;
  userId?: number | null;
  /** Unique: enqueuing the same key twice is a no-op. */
  dedupeKey?: string;
}

export interface EnqueueResult {
  id: number;
  /** false when a message with the same dedupeKey was already queued. */
  created: boolean;
}

export interface OutboxPage {
  items: OutboxMessage[];
  total: number;
}

/** What the outbox holds that is not yet delivered (metrics): messages by status and the oldest waiting one. */
export interface OutboxBacklog {
  /** Messages of these statuses; `sent` is not counted. */
  counts: Record<Exclude<OutboxStatus, 'sent'>, number>;
  /** When the oldest message still waiting for delivery (pending or sending) was queued; null: none waits. */
  oldestWaitingAt: Date | null;
}

const MAX_PAYLOAD_CHARS = 60_000;
/** Dedupe keys per IN (…) and rows per multi-row INSERT (18 values each): under every engine's limit. */
const KEYS_PER_QUERY = 1000;
const ROWS_PER_INSERT = 50;

/**
 * Instants the worker compares, in whole seconds: MySQL's DATETIME keeps none of the fraction (MariaDB
 * truncates, MySQL rounds up), and a due time rounded up would make a message wait a second for nothing.
 */
export function wholeSeconds(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / 1000) * 1000);
}

/** The one outbox (DESIGN "Side effects"): messages are written with the change that causes them. */
@Injectable()
export class OutboxService {
  constructor(
    @InjectRepository(OutboxMessage) private readonly messages: Repository<OutboxMessage>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly providers: MessageProviders,
    private readonly clock: Clock,
  ) {}

  /**
   * Queues a message in the caller's transaction (`manager`), so it exists exactly when the change that
   * causes it commits. The data is rendered once here: a missing field fails the caller's change rather
   * than a delivery later.
   */
  async enqueue(manager: EntityManager, input: OutboxMessageInput): Promise<EnqueueResult> {
    const row = this.newRow(input);
    const repository = manager.getRepository(OutboxMessage);
    if (!row.dedupeKey) {
      const result = await repository.insert(row);
      return { id: Number(result.identifiers[0]?.id), created: true };
    }
    const existing = await repository.findOne({ where: { dedupeKey: row.dedupeKey }, select: { id: true } });
    if (existing) return { id: existing.id, created: false };
    // Two transactions may race past the check above: the unique key keeps one row, the other is ignored.
    await repository.createQueryBuilder().insert().into(OutboxMessage).values(row).orIgnore().execute();
    const stored = await repository.findOneOrFail({
      where: { dedupeKey: row.dedupeKey },
      select: { id: true },
    });
    return { id: stored.id, created: true };
  }

  /**
   * Queues many messages in the caller's transaction, each checked and rendered as enqueue does, in a few
   * statements: the dedupe keys already queued read at once, the new rows in multi-row inserts (a key that
   * raced in meanwhile is ignored, as in enqueue). Answers how many were new.
   */
  async enqueueMany(manager: EntityManager, inputs: OutboxMessageInput[]): Promise<number> {
    const rows = inputs.map((input) => this.newRow(input));
    const repository = manager.getRepository(OutboxMessage);
    const seen = new Set<string>();
    const keys = rows.flatMap((row) => (row.dedupeKey ? [row.dedupeKey] : []));
    for (const batch of chunks(keys, KEYS_PER_QUERY))
      for (const queued of await repository.find({
        where: { dedupeKey: In(batch) },
        select: { id: true, dedupeKey: true },
      }))
        seen.add(queued.dedupeKey!);
    const fresh = rows.filter((row) => {
      if (!row.dedupeKey) return true;
      if (seen.has(row.dedupeKey)) return false;
      seen.add(row.dedupeKey);
      return true;
    });
    for (const batch of chunks(fresh, ROWS_PER_INSERT))
      await repository
        .createQueryBuilder()
        .insert()
        .into(OutboxMessage)
        .values(batch)
        .orIgnore()
        .updateEntity(false)
        .execute();
    return fresh.length;
  }

  /** A message's row, checked: channel, template, recipient, key, and its data rendered once. */
  private newRow(input: OutboxMessageInput): Omit<OutboxMessage, 'id' | 'user'> {
    if (!OUTBOX_CHANNELS.includes(input.channel))
      throw new Error(`Unknown outbox channel ${String(input.channel)}`);
    if (!isTemplateName(input.template))
      throw new Error(`Unknown message template ${String(input.template)}`);
    const to = input.to?.trim();
    if (!to || to.length > 254) throw new Error('Outbox recipient is missing or longer than 254 characters');
    if (input.dedupeKey !== undefined && (input.dedupeKey.length === 0 || input.dedupeKey.length > 191))
      throw new Error('Outbox dedupeKey must have 1-191 characters');
    renderTemplate(input.template, input.data, { publicUrl: this.config.publicUrl });
    const payload = JSON.stringify(input.data);
    if (payload.length > MAX_PAYLOAD_CHARS) throw new Error('Outbox payload is too large');
    const now = this.clock.now();
    return {
      channel: input.channel,
      recipient: to,
      template: input.template,
      payload,
      status: this.providers.for(input.channel) ? 'pending' : 'held',
      attempts: 0,
      nextAttemptAt: wholeSeconds(now),
      lockedBy: null,
      lockedUntil: null,
      lastError: null,
      dedupeKey: input.dedupeKey ?? null,
      userId: input.userId ?? null,
      providerId: null,
      createdAt: now,
      sentAt: null,
      delivery: null,
      deliveryAt: null,
    };
  }

  /** Whether a message with this dedupe key was ever queued, in the caller's transaction. */
  isQueued(manager: EntityManager, dedupeKey: string): Promise<boolean> {
    return manager.getRepository(OutboxMessage).existsBy({ dedupeKey });
  }

  /** Renders a stored row (for delivery and the developer mailbox). */
  render(message: Pick<OutboxMessage, 'template' | 'payload'>): RenderedMessage {
    if (!isTemplateName(message.template)) throw new Error(`Unknown message template ${message.template}`);
    return renderTemplate(message.template, JSON.parse(message.payload) as TemplateData, {
      publicUrl: this.config.publicUrl,
    });
  }

  /** Newest first; `statuses` empty = every status; `delivery`: only that report. Pages are one-based. */
  async list(
    statuses: OutboxStatus[],
    page: number,
    maxResults: number,
    delivery?: DeliveryState,
  ): Promise<OutboxPage> {
    const [items, total] = await this.messages.findAndCount({
      where: {
        ...(statuses.length > 0 ? { status: In(statuses) } : {}),
        ...(delivery ? { delivery } : {}),
      },
      order: { id: 'DESC' },
      skip: (page - 1) * maxResults,
      take: maxResults,
    });
    return { items, total };
  }

  async backlog(): Promise<OutboxBacklog> {
    const counts: OutboxBacklog['counts'] = { pending: 0, sending: 0, held: 0, dead: 0 };
    const rows = await this.messages
      .createQueryBuilder('message')
      .select('message.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .where('message.status IN (:...statuses)', { statuses: Object.keys(counts) })
      .groupBy('message.status')
      .getRawMany<{ status: keyof OutboxBacklog['counts']; count: number | string }>();
    for (const row of rows) counts[row.status] = Number(row.count);
    const oldest = await this.messages.findOne({
      where: { status: In(['pending', 'sending']) },
      order: { createdAt: 'ASC', id: 'ASC' },
      select: { id: true, createdAt: true },
    });
    return { counts, oldestWaitingAt: oldest?.createdAt ?? null };
  }

  findById(id: number): Promise<OutboxMessage | null> {
    return this.messages.findOneBy({ id });
  }

  /** An admin's 'Riprova': a dead message gets a fresh set of attempts, due now. */
  async retry(id: number): Promise<OutboxMessage> {
    const result = await this.messages.update(
      { id, status: 'dead' },
      {
        status: 'pending',
        attempts: 0,
        nextAttemptAt: wholeSeconds(this.clock.now()),
        lockedBy: null,
        lockedUntil: null,
      },
    );
    if (result.affected !== 1) {
      if (!(await this.messages.existsBy({ id }))) throw NotificationErrors.messageNotFound();
      throw NotificationErrors.notRetryable();
    }
    return this.messages.findOneByOrFail({ id });
  }
}
