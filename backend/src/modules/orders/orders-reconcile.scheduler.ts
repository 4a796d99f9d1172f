import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThan } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { Clock } from '../scheduler/clock';
import { PeriodicJob } from '../scheduler/periodic-job';
import { SchedulerService } from '../scheduler/scheduler.service';
import { Order } from './entities/order.entity';
import { PaymentsService } from './payments.service';

/** An order still unpaid this long after its PayPal order was made is given up. */
export const RECONCILE_GIVE_UP_MS = 3 * 60 * 60_000;
const BATCH = 50;

export interface ReconcileResult {
  checked: number;
  paid: number;
  failed: number;
}

/**
 * Settles orders whose buyer approved but never came back (browser closed, network lost) and whose
 * webhook did not arrive: every ORDERS_RECONCILE_MS, under the job lock, orders awaiting payment for more
 * than ORDERS_RECONCILE_AFTER_MS are looked up at PayPal: APPROVED is captured and settled, COMPLETED
 * settled, anything else failed once three hours have passed. Orders never taken to PayPal are failed
 * after three hours too.
 */
@Injectable()
export class OrdersReconcileScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OrdersReconcileScheduler.name);
  private readonly job = new PeriodicJob(this.logger, 'Reconciliation failed', () => this.tick());

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly scheduler: SchedulerService,
    private readonly payments: PaymentsService,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    // Like the other jobs, only a worker process runs it (tests turn OUTBOX_WORKER off and call tick).
    if (this.config.messaging.worker) this.job.start(this.config.payments.reconcileMs);
  }

  onModuleDestroy(): Promise<void> {
    return this.job.stop();
  }

  /** One run under the 'orders-reconcile' lock; null when another instance holds it. */
  async tick(): Promise<ReconcileResult | null> {
    const run = await this.scheduler.runExclusive('orders-reconcile', () => this.reconcile());
    return run.ran ? run.result : null;
  }

  private async reconcile(): Promise<ReconcileResult> {
    const now = this.clock.now().getTime();
    const due = await this.dataSource.getRepository(Order).find({
      where: {
        status: 'awaiting_payment',
        updatedAt: LessThan(new Date(now - this.config.payments.reconcileAfterMs)),
      },
      order: { updatedAt: 'ASC' },
      take: BATCH,
    });
    const result: ReconcileResult = { checked: 0, paid: 0, failed: 0 };
    for (const order of due) {
      result.checked += 1;
      try {
        const outcome = await this.reconcileOne(order, now);
        if (outcome === 'paid') result.paid += 1;
        if (outcome === 'failed') result.failed += 1;
      } catch (error) {
        this.logger.error(`Reconciling order ${order.id}: ${String(error)}`);
      }
    }
    result.failed += await this.failAbandoned(now);
    return result;
  }

  /**
   * Orders never taken to PayPal (the buyer left before paying) are failed after the same three hours,
   * so their owner's onCancelled cleans up what was kept for them (e.g. uploaded files).
   */
  private async failAbandoned(now: number): Promise<number> {
    const abandoned = await this.dataSource.getRepository(Order).find({
      where: { status: 'created', updatedAt: LessThan(new Date(now - RECONCILE_GIVE_UP_MS)) },
      order: { updatedAt: 'ASC' },
      take: BATCH,
    });
    let failed = 0;
    for (const order of abandoned) {
      try {
        if (await this.payments.fail(order.id, 'reconciliation', { reason: 'abandoned' })) failed += 1;
      } catch (error) {
        this.logger.error(`Failing abandoned order ${order.id}: ${String(error)}`);
      }
    }
    return failed;
  }

  private async reconcileOne(order: Order, now: number): Promise<string> {
    const paypalOrder = await this.payments.provider((p) => p.getOrder(order.paypalOrderId!));
    if (paypalOrder.status === 'APPROVED') return this.payments.captureAndSettle(order, 'reconciliation');
    if (paypalOrder.status === 'COMPLETED')
      return this.payments.settle(order.id, paypalOrder, 'reconciliation');
    if (now - order.updatedAt.getTime() < RECONCILE_GIVE_UP_MS) return 'waiting';
    const failed = await this.payments.fail(order.id, 'reconciliation', {
      reason: 'not-paid-in-time',
      paypalStatus: paypalOrder.status,
    });
    return failed ? 'failed' : 'unchanged';
  }
}
