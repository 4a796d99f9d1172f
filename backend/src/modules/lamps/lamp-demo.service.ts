import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountsService } from '../accounts/accounts.service';
import { Clock } from '../scheduler/clock';
import { LampDesiredService } from './lamp-desired.service';
import { LampPayment } from './lamp-payment.entity';
import { DEFAULT_PAYMENT_TYPE, LampPaymentsService } from './lamp-payments.service';
import type { DemoSubscriber } from './lamp-subscribers.service';
import { Lamp } from './lamp.entity';
import { LampsService } from './lamps.service';
import { lastRomeDayBefore, romeDay } from '../../common/rome-time';

/** What the demo subscriber paid for the demo lamp. */
export const DEMO_PAYMENT_AMOUNT = '25,00';

/**
 * The demo memorial's lamp (demo mode only), paid as a manager pays a lamp: a payment recorded through
 * lampadaPagamentoCreate's code path (receipt, protocol, desired state), up to the end of next year. So
 * the popup's 'Accensione pagata fino al' and its 'Pagamenti' tell the same story: the expiry comes from a
 * recorded payment, as for every lamp (spec panels §4 "a payment extends the expiry", §3 Lamp payment).
 */
@Injectable()
export class LampDemoService {
  private readonly logger = new Logger(LampDemoService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lamps: LampsService,
    private readonly payments: LampPaymentsService,
    private readonly desired: LampDesiredService,
    private readonly accounts: AccountsService,
    private readonly clock: Clock,
  ) {}

  /** Idempotent: a lamp already paid, or one the manager made in place of the demo's, is left alone. */
  async ensure(managerUserId: number, deceasedId: number, subscriber: DemoSubscriber): Promise<void> {
    const manager = await this.accounts.findById(managerUserId);
    if (!manager) return;
    const made = await this.lamps.ensureDemoLamp(managerUserId, deceasedId, subscriber);
    const lamp = await this.dataSource.getRepository(Lamp).findOneBy({ deceasedId, managerUserId });
    if (!lamp) return;
    const now = this.clock.now();
    let enddate = `${Number(romeDay(now).slice(0, 4)) + 1}-12-31`;
    if (!made) {
      // A demo lamp seeded paid without a payment (before this service): its period becomes a payment.
      const unrecorded =
        lamp.paidUntil !== null &&
        !(await this.dataSource.getRepository(LampPayment).existsBy({ lampId: lamp.id }));
      if (!unrecorded) return;
      enddate = lastRomeDayBefore(lamp.paidUntil!);
      await this.dataSource.transaction(async (entityManager) => {
        await entityManager.getRepository(Lamp).update({ id: lamp.id }, { paidUntil: null });
        await this.desired.refresh(entityManager, lamp.id, now);
      });
    }
    const today = romeDay(now);
    await this.payments.create(
      manager,
      {
        seriale: lamp.serial,
        abbonato: lamp.subscriberId === null ? undefined : String(lamp.subscriberId),
        // A period that ended before today was paid on its last day at the latest.
        date: enddate < today ? enddate : today,
        enddate,
        type: DEFAULT_PAYMENT_TYPE,
        importo: DEMO_PAYMENT_AMOUNT,
      },
      // Seeding mails nobody: the demo subscriber did not pay, and a start must not queue messages.
      { mailReceipt: false },
    );
    this.logger.log({ msg: 'demo lamp payment recorded', serial: lamp.serial, enddate });
  }
}
