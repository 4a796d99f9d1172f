import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Brackets, In, Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { Clock } from '../scheduler/clock';
import { DeliveryReportsService } from './delivery/delivery-reports.service';
import { OutboxMessage } from './outbox-message.entity';
import { OutboxService, wholeSeconds } from './outbox.service';
import { MessageProviders } from './providers/message-providers';

const BATCH = 20;
/** How long a claimed row stays with its worker; after it a crashed worker's row is taken again. */
export const LEASE_MS = 5 * 60_000;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_CAP_MS = 60 * 60_000;

/** Wait before attempt n+1 after n failed attempts: 30 s, 1 min, 2 min … capped at one hour. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_CAP_MS);
}

export interface RunResult {
  sent: number;
  failed: number;
  dead: number;
  held: number;
}

/**
 * Delivers the outbox (docs/contracts.md "Messaging"). Rows are claimed one by one with a conditional
 * UPDATE whose affected-row count says who won, so two workers (in one process or on two instances)
 * never send one row; each claim counts an attempt; failures back off exponentially and end `dead`.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OutboxWorker.name);
  readonly workerId = `${hostname().slice(0, 40)}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = false;

  constructor(
    @InjectRepository(OutboxMessage) private readonly messages: Repository<OutboxMessage>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: OutboxService,
    private readonly providers: MessageProviders,
    private readonly clock: Clock,
    private readonly reports: DeliveryReportsService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.messaging.worker) this.schedule(0);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      const run = this.runOnce()
        .then((result) => result.sent + result.failed + result.dead + result.held >= BATCH)
        .catch((error: unknown) => {
          this.logger.error(`Outbox run failed: ${error instanceof Error ? error.message : String(error)}`);
          return false;
        });
      this.running = run;
      void run.then((busy) => {
        this.running = null;
        this.schedule(busy ? 0 : this.config.messaging.pollMs);
      });
    }, delayMs);
  }

  /** One pass: claims up to a batch of due rows and delivers them. */
  async runOnce(): Promise<RunResult> {
    const now = this.clock.now();
    const result: RunResult = { sent: 0, failed: 0, dead: 0, held: 0 };
    const configured = this.providers.configuredChannels();
    // Held rows wait for a provider; once one is configured they are delivered like any other.
    if (configured.length > 0)
      await this.messages.update(
        { status: 'held', channel: In(configured) },
        { status: 'pending', nextAttemptAt: wholeSeconds(now) },
      );

    const due = await this.messages
      .createQueryBuilder('message')
      .select(['message.id', 'message.channel'])
      .where(
        new Brackets((due) =>
          due
            .where("message.status = 'pending' AND message.nextAttemptAt <= :now", { now })
            .orWhere("message.status = 'sending' AND message.lockedUntil < :now", { now }),
        ),
      )
      .orderBy('message.nextAttemptAt', 'ASC')
      .addOrderBy('message.id', 'ASC')
      .limit(BATCH)
      .getMany();

    for (const candidate of due) {
      if (this.stopped) break;
      if (!this.providers.for(candidate.channel)) {
        await this.messages.update({ id: candidate.id, status: 'pending' }, { status: 'held' });
        result.held += 1;
        continue;
      }
      const message = await this.claim(candidate.id, now);
      if (!message) continue;
      const outcome = await this.deliver(message);
      result[outcome] += 1;
    }
    return result;
  }

  /** The row, if this worker won it: free and due, or abandoned by a worker whose lease ran out. */
  private async claim(id: number, now: Date): Promise<OutboxMessage | null> {
    const claimed = await this.messages
      .createQueryBuilder()
      .update(OutboxMessage)
      .set({
        status: 'sending',
        lockedBy: this.workerId,
        lockedUntil: new Date(now.getTime() + LEASE_MS),
        attempts: () => 'attempts + 1',
      })
      .where('id = :id', { id })
      .andWhere(
        new Brackets((free) =>
          free
            .where(
              "status = 'pending' AND next_attempt_at <= :now AND (locked_until IS NULL OR locked_until < :now)",
              { now },
            )
            .orWhere("status = 'sending' AND locked_until < :now", { now }),
        ),
      )
      .execute();
    if (claimed.affected !== 1) return null;
    return this.messages.findOneBy({ id, lockedBy: this.workerId });
  }

  private async deliver(message: OutboxMessage): Promise<'sent' | 'failed' | 'dead'> {
    const provider = this.providers.for(message.channel);
    let failure: string;
    let permanent = false;
    try {
      if (!provider) throw new Error(`No provider for ${message.channel}`);
      const content = this.outbox.render(message);
      let providerId: string | undefined;
      try {
        ({ providerId } = await provider.send({
          id: message.id,
          channel: message.channel,
          to: message.recipient,
          content,
        }));
      } catch (error) {
        throw new DeliveryError(error);
      }
      await this.messages.update(
        { id: message.id, lockedBy: this.workerId },
        {
          status: 'sent',
          sentAt: this.clock.now(),
          providerId: providerId?.slice(0, 255) ?? null,
          lockedBy: null,
          lockedUntil: null,
          lastError: null,
        },
      );
      return 'sent';
    } catch (error) {
      // A message that cannot be rendered will never succeed: it goes straight to the admins.
      permanent = !(error instanceof DeliveryError);
      const cause = error instanceof DeliveryError ? error.cause : error;
      failure = cause instanceof Error ? cause.message : String(cause);
    }
    const dead = permanent || message.attempts >= this.config.messaging.maxAttempts;
    const now = this.clock.now();
    await this.messages.update(
      { id: message.id, lockedBy: this.workerId },
      {
        status: dead ? 'dead' : 'pending',
        nextAttemptAt: wholeSeconds(new Date(now.getTime() + (dead ? 0 : backoffMs(message.attempts)))),
        lockedBy: null,
        lockedUntil: null,
        lastError: failure.slice(0, 1000) || 'Errore sconosciuto',
      },
    );
    this.logger.warn(
      `Outbox message ${message.id} (${message.channel}, ${message.template}) attempt ${message.attempts} failed${dead ? ', now dead' : ''}: ${failure}`,
    );
    // A WhatsApp or SMS the provider kept refusing reaches the person by another channel, as one it could
    // not deliver does (DeliveryReportsService).
    if (dead && !permanent && message.channel !== 'email') await this.reports.fallBackFor(message.id);
    return dead ? 'dead' : 'failed';
  }
}

/** A provider's refusal (retried), as opposed to a message that cannot be rendered (dead at once). */
class DeliveryError extends Error {
  constructor(cause: unknown) {
    super('delivery failed', { cause });
  }
}
