import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { lastRomeDayBefore, romeDay } from '../../common/rome-time';
import { present } from '../accounts/account-rules';
import type { User } from '../accounts/user.entity';
import { sha256Hex } from '../auth/crypto-tokens';
import { DeceasedService } from '../deceased/deceased.service';
import type { Order } from '../orders/entities/order.entity';
import { OrderFulfilmentRegistry } from '../orders/order-fulfilment.registry';
import { OrdersService } from '../orders/orders.service';
import { Clock } from '../scheduler/clock';
import type { LampRenewalOrderDto, PayOnlineLampDto } from './dto/lamp-renewal.dto';
import { sameDayNextYear } from './lamp-amounts';
import { LampDesiredService } from './lamp-desired.service';
import { LampPaymentsService, lockLamp } from './lamp-payments.service';
import { lastPaymentAmounts } from './lamp-renewal-fees';
import { LampRenewalLink } from './lamp-renewal-link.entity';
import { LampSubscriber } from './lamp-subscriber.entity';
import { Lamp } from './lamp.entity';
import { LampErrors, LampMessages, RenewalErrors } from './lamps.errors';

/** The order type of an online renewal (orders' `type`). */
const ORDER_TYPE = 'lamp' as const;
/** The online payment's type on the lamp payment (and its invoice's payment method, MP08). */
const ONLINE_PAYMENT_TYPE = 'PayPal';

/**
 * Paying a lamp's year online (docs/contracts.md "The lamp year", paying online): the pay-online page of a
 * reminder's link and the client panel's lamps, the renewal's order (type 'lamp') paid through the orders'
 * PayPal flow, and that order's fulfilment: the payment recorded as the manager's sale (invoiced by the
 * manager's company, not by Ricordo), credited by the manager's company when PayPal refunds it.
 */
@Injectable()
export class LampOnlineRenewalService implements OnModuleInit {
  private readonly logger = new Logger(LampOnlineRenewalService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly payments: LampPaymentsService,
    private readonly desired: LampDesiredService,
    private readonly deceased: DeceasedService,
    private readonly orders: OrdersService,
    private readonly fulfilments: OrderFulfilmentRegistry,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.fulfilments.register({
      type: ORDER_TYPE,
      invoicedByOwner: true,
      onPaid: (manager, order) => this.onPaid(manager, order),
      onCancelled: async () => undefined,
      onRefunded: (manager, order) => this.onRefunded(manager, order),
      afterCommit: (order) => this.afterCommit(order),
    });
  }

  /** The pay-online page (public): the lamp of the link's secret; unknown or replaced links answer 404. */
  async payOnline(token: unknown): Promise<PayOnlineLampDto> {
    return this.onlineView(await this.lampOfToken(token));
  }

  /** The online renewal's order, from the link's secret; the amount is the lamp's fee, fixed here. */
  async orderByToken(token: unknown): Promise<LampRenewalOrderDto> {
    return this.createOrder(await this.lampOfToken(token), null);
  }

  /** The client panel: the lamps on the signed-in family's memorials, with their period. */
  async ofFamily(user: User): Promise<PayOnlineLampDto[]> {
    const lamps = await this.dataSource
      .getRepository(Lamp)
      .createQueryBuilder('lamp')
      .innerJoin('lamp.deceased', 'deceased')
      .where('deceased.owner_user_id = :userId', { userId: user.id })
      .orderBy('lamp.id', 'ASC')
      .limit(200)
      .getMany();
    return Promise.all(lamps.map((lamp) => this.onlineView(lamp)));
  }

  /** The client panel's 'Rinnova': the same online order, for the owner of the lamp's memorial only. */
  async orderForFamily(user: User, rawSerial: unknown): Promise<LampRenewalOrderDto> {
    const serial = typeof rawSerial === 'string' ? present(rawSerial) : undefined;
    if (!serial) throw LampErrors.validation({ seriale: LampMessages.required });
    const lamp = await this.dataSource.getRepository(Lamp).findOneBy({ serial });
    const deceased = lamp ? await this.deceased.findById(lamp.deceasedId) : null;
    if (!lamp || !deceased) throw LampErrors.lampNotFound();
    if (deceased.ownerUserId !== user.id) throw LampErrors.notYourLamps();
    return this.createOrder(lamp, user.id);
  }

  /**
   * The lamp of a pay-online link: the newest link sent (also once its period is paid, to show the new
   * one), or any link sent for the lamp's current period (an older reminder of the same unpaid period).
   * A link of an earlier, paid period answers that a newer link was sent; an unknown one 404.
   */
  private async lampOfToken(token: unknown): Promise<Lamp> {
    if (typeof token !== 'string' || token.length < 10 || token.length > 100)
      throw RenewalErrors.linkNotFound();
    const tokenHash = sha256Hex(token);
    const lamps = this.dataSource.getRepository(Lamp);
    const newest = await lamps.findOneBy({ renewalTokenHash: tokenHash });
    if (newest) return newest;
    const link = await this.dataSource.getRepository(LampRenewalLink).findOneBy({ tokenHash });
    const lamp = link ? await lamps.findOneBy({ id: link.lampId }) : null;
    if (!link || !lamp) throw RenewalErrors.linkNotFound();
    if (lamp.paidUntil?.getTime() !== link.periodEnd.getTime()) throw RenewalErrors.linkReplaced();
    return lamp;
  }

  private async onlineView(lamp: Lamp): Promise<PayOnlineLampDto> {
    const deceased = await this.deceased.findById(lamp.deceasedId);
    const fee =
      lamp.yearlyFeeCents ?? (await lastPaymentAmounts(this.dataSource, [lamp.id])).get(lamp.id) ?? null;
    const end = lamp.paidUntil ? lastRomeDayBefore(lamp.paidUntil) : null;
    return {
      seriale: lamp.serial,
      idDefunto: lamp.deceasedId,
      defunto: deceased ? `${deceased.name} ${deceased.surname}`.trim() : '',
      dataTermineAccensione: end,
      attiva: lamp.paidUntil !== null && lamp.paidUntil.getTime() > this.clock.now().getTime(),
      nuovoTermine: end ? sameDayNextYear(end) : null,
      importoCentesimi: fee,
      rinnovabile: end !== null && fee !== null && lamp.subscriberId !== null,
    };
  }

  private async createOrder(lamp: Lamp, userId: number | null): Promise<LampRenewalOrderDto> {
    const view = await this.onlineView(lamp);
    if (!view.rinnovabile || view.importoCentesimi === null) throw RenewalErrors.notRenewableOnline();
    const subscriber = await this.dataSource
      .getRepository(LampSubscriber)
      .findOneByOrFail({ id: lamp.subscriberId! });
    const { order, accessKey } = await this.dataSource.transaction((manager) =>
      this.orders.create(manager, {
        type: ORDER_TYPE,
        items: [
          {
            productKey: 'lamp-fee',
            priced: {
              unitCents: view.importoCentesimi!,
              description: `Canone annuo lampada votiva ${lamp.serial}`.slice(0, 100),
            },
          },
        ],
        buyer: {
          name: subscriber.name,
          surname: subscriber.surname,
          email: subscriber.email,
          telephone: null,
          userId,
        },
        payload: { lampId: lamp.id, deceasedID: lamp.deceasedId, from: view.dataTermineAccensione },
      }),
    );
    return { orderid: order.id, orderKey: accessKey, importoCentesimi: order.amountCents };
  }

  /**
   * The paid online renewal, in the transaction that marks the order paid: one year more from the lamp's
   * end now (a payment recorded meanwhile is not paid twice over), recorded as the manager's sale.
   */
  private async onPaid(manager: EntityManager, order: Order): Promise<void> {
    const lampId = Number(this.orders.payloadOf(order).lampId);
    await lockLamp(manager, { id: lampId });
    const lamp = await manager.getRepository(Lamp).findOneBy({ id: lampId });
    if (!lamp?.paidUntil || !lamp.subscriberId) {
      // Money taken for a lamp deleted (or left without subscriber) meanwhile: staff must refund it.
      this.logger.error(`Order ${order.id} paid the renewal of lamp ${lampId}, which is gone: refund it`);
      return;
    }
    await this.payments.record(manager, lamp, {
      paidOn: romeDay(this.clock.now()),
      paidUntil: sameDayNextYear(lastRomeDayBefore(lamp.paidUntil)),
      type: ONLINE_PAYMENT_TYPE,
      amountCents: order.amountCents,
      createdByUserId: null,
      orderId: order.id,
    });
  }

  /** The refunded online renewal: the manager's company credits the invoice of the payment it recorded. */
  private async onRefunded(manager: EntityManager, order: Order): Promise<void> {
    const credit = await this.payments.creditRefund(manager, order.id);
    if (!credit)
      this.logger.warn(`Order ${order.id} refunded: no issued invoice of its lamp payment to credit`);
  }

  private async afterCommit(order: Order): Promise<void> {
    if (order.status !== 'paid') return;
    await this.desired.publish([Number(this.orders.payloadOf(order).lampId)]);
  }
}
