import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { present } from '../accounts/account-rules';
import type { User } from '../accounts/user.entity';
import { randomToken, sha256Hex } from '../auth/crypto-tokens';
import { DeceasedService } from '../deceased/deceased.service';
import { FIX_WHERE } from '../invoices/invoice-parties';
import type { Invoice } from '../invoices/invoice.entity';
import { InvoicesService, paymentMethodOf } from '../invoices/invoices.service';
import { OutboxService } from '../notifications/outbox.service';
import { publicLink } from '../notifications/templates';
import { Clock } from '../scheduler/clock';
import type { LampPaymentCreateDto, LampPaymentsQueryDto } from './dto/lamp-inputs.dto';
import { parseEuroCents } from './lamp-amounts';
import { LampDesiredService } from './lamp-desired.service';
import { LampPayment } from './lamp-payment.entity';
import { euros } from '../../common/euros';
import { LampSubscriber } from './lamp-subscriber.entity';
import { LampSubscribersService } from './lamp-subscribers.service';
import { Lamp } from './lamp.entity';
import { LampsService } from './lamps.service';
import { LampErrors, LampMessages } from './lamps.errors';
import { endOfRomeDay, isCalendarDay, italianDay } from '../../common/rome-time';

/** spec panels §9: default payment type. */
export const DEFAULT_PAYMENT_TYPE = 'Contanti';
export { parseEuroCents };

/**
 * Row-locks a lamp on MariaDB, so that two payments of one lamp at once extend it one after the other
 * (SQLite runs one write transaction at a time).
 */
export async function lockLamp(
  manager: EntityManager,
  where: { serial: string } | { id: number },
): Promise<void> {
  if (manager.connection.options.type === 'better-sqlite3') return;
  await manager.getRepository(Lamp).findOne({ where, lock: { mode: 'pessimistic_write' } });
}

export interface PaymentOutcome {
  payment: LampPayment;
  lampId: number;
  created: boolean;
}

/**
 * Lamp payments (spec panels §3, §4: "needs a payment to activate; a payment extends the expiry"): each
 * records a paid period up to its last day, moves the lamp's dataTermineAccensione, and sends the
 * subscriber a receipt (a secret link, through the outbox in the same transaction; the PDF itself:
 * LampReceiptsService).
 */
@Injectable()
export class LampPaymentsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lamps: LampsService,
    private readonly subscribers: LampSubscribersService,
    private readonly desired: LampDesiredService,
    private readonly outbox: OutboxService,
    private readonly deceased: DeceasedService,
    private readonly clock: Clock,
    private readonly invoices: InvoicesService,
  ) {}

  /** lampadaPagamenti { seriale, abbonato }: the lamp's payments, newest first. */
  async list(user: User, body: LampPaymentsQueryDto): Promise<LampPayment[]> {
    const serial = present(body.seriale);
    if (!serial) throw LampErrors.validation({ seriale: LampMessages.required });
    const lamp = await this.lamps.owned(user, { serial });
    const subscriberId = present(body.abbonato)
      ? (await this.subscribers.owned(user, body.abbonato)).id
      : null;
    return this.dataSource.getRepository(LampPayment).find({
      where: subscriberId ? { lampId: lamp.id, subscriberId } : { lampId: lamp.id },
      order: { paidUntil: 'DESC', id: 'DESC' },
    });
  }

  /**
   * lampadaPagamentoCreate { abbonato, seriale, date, type, enddate, importo }. `enddate` is the last paid
   * day and must be after the lamp's current one; the same payment sent again answers the one recorded.
   */
  async create(
    user: User,
    body: LampPaymentCreateDto,
    options: { mailReceipt?: boolean } = {},
  ): Promise<PaymentOutcome> {
    const problems: Record<string, string> = {};
    const serial = present(body.seriale);
    if (!serial) problems.seriale = LampMessages.required;
    const paidOn = present(body.date);
    if (!paidOn) problems.date = LampMessages.required;
    else if (!isCalendarDay(paidOn)) problems.date = LampMessages.invalid;
    const paidUntil = present(body.enddate);
    if (!paidUntil) problems.enddate = LampMessages.required;
    else if (!isCalendarDay(paidUntil) || (paidOn && isCalendarDay(paidOn) && paidUntil < paidOn))
      problems.enddate = LampMessages.invalid;
    const type = present(body.type) ?? DEFAULT_PAYMENT_TYPE;
    const amountText = present(body.importo);
    const amountCents = amountText ? parseEuroCents(amountText) : null;
    if (!amountText) problems.importo = LampMessages.required;
    else if (amountCents === null) problems.importo = LampMessages.invalid;
    if (Object.keys(problems).length > 0) throw LampErrors.validation(problems);

    const outcome = await this.dataSource.transaction(async (manager) => {
      const lamp = await this.lockedLamp(user, serial!, manager);
      const subscriberId = present(body.abbonato)
        ? (await this.subscribers.owned(user, body.abbonato, manager)).id
        : lamp.subscriberId;
      if (!subscriberId || subscriberId !== lamp.subscriberId)
        throw LampErrors.validation({ abbonato: LampMessages.invalid });
      return this.record(manager, lamp, {
        paidOn: paidOn!,
        paidUntil: paidUntil!,
        type,
        amountCents: amountCents!,
        createdByUserId: user.id,
        mailReceipt: options.mailReceipt !== false,
      });
    });
    if (outcome.created) await this.desired.publish([outcome.lampId]);
    return outcome;
  }

  /**
   * Records one payment of `lamp` (read, and on MariaDB row-locked, in this transaction) for its
   * subscriber: the payment row and its protocol, the lamp's new paid period and desired state, the
   * manager's e-invoice and the subscriber's receipt. The one path of every lamp payment (the panel's
   * form, the bulk renewal, the online renewal). A payment already recorded for the same end day answers
   * `created: false` when it is the same one (`sameEnd: 'done'`: whatever its details, as a repeated
   * renewal); anything else that does not extend the period is refused. The caller publishes the desired
   * state after the commit.
   */
  async record(
    manager: EntityManager,
    lamp: Lamp,
    input: {
      paidOn: string;
      paidUntil: string;
      type: string;
      amountCents: number;
      createdByUserId: number | null;
      mailReceipt?: boolean;
      sameEnd?: 'compare' | 'done';
      /** The online renewal's order that paid it (its refund credits this payment's invoice). */
      orderId?: number;
    },
  ): Promise<PaymentOutcome> {
    const subscriberId = lamp.subscriberId;
    if (!subscriberId) throw LampErrors.validation({ abbonato: LampMessages.invalid });
    const payments = manager.getRepository(LampPayment);
    const same = await payments.findOneBy({ lampId: lamp.id, paidUntil: input.paidUntil });
    if (same) {
      const identical =
        same.paidOn === input.paidOn && same.type === input.type && same.amountCents === input.amountCents;
      if (identical || input.sameEnd === 'done') return { payment: same, lampId: lamp.id, created: false };
      throw LampErrors.validation({ enddate: LampMessages.paymentMustExtend });
    }
    const until = endOfRomeDay(input.paidUntil);
    if (lamp.paidUntil && until.getTime() <= lamp.paidUntil.getTime())
      throw LampErrors.validation({ enddate: LampMessages.paymentMustExtend });

    const token = randomToken();
    const now = this.clock.now();
    const inserted = await payments.save(
      payments.create({
        lampId: lamp.id,
        subscriberId,
        protocol: null,
        paidOn: input.paidOn,
        paidUntil: input.paidUntil,
        type: input.type,
        amountCents: input.amountCents,
        receiptTokenHash: sha256Hex(token),
        createdByUserId: input.createdByUserId,
        createdAt: new Date(Math.floor(now.getTime() / 1000) * 1000),
        orderId: input.orderId ?? null,
      }),
    );
    const protocol = `LV-${input.paidOn.slice(0, 4)}-${String(inserted.id).padStart(6, '0')}`;
    await payments.update({ id: inserted.id }, { protocol });
    inserted.protocol = protocol;
    await manager.getRepository(Lamp).update({ id: lamp.id }, { paidUntil: until });
    lamp.paidUntil = until;
    await this.desired.refresh(manager, lamp.id, now);
    const subscriber = await manager.getRepository(LampSubscriber).findOneByOrFail({ id: subscriberId });
    const invoice = await this.invoice(manager, lamp, inserted, subscriber);
    const invoiced = invoice !== null && invoice.document !== null;
    if (input.mailReceipt !== false)
      await this.sendReceipt(manager, lamp, inserted, subscriber, token, invoiced);
    return { payment: inserted, lampId: lamp.id, created: true };
  }

  /**
   * The refund of the online renewal paid by `orderId`, in the transaction that turns the order refunded:
   * the manager's company issues the credit note (TD04) of that payment's invoice, once (a repeated call
   * answers the one issued). The whole invoice is credited, whatever amount PayPal refunded
   * (docs/contracts.md "Lamps", paying online). Null when no payment was recorded for the order or its
   * invoice was never issued (blocked): nothing to correct.
   */
  async creditRefund(manager: EntityManager, orderId: number): Promise<Invoice | null> {
    const payment = await manager.getRepository(LampPayment).findOneBy({ orderId });
    if (!payment) return null;
    return this.invoices.creditNote(
      manager,
      { kind: 'lamp_payment', id: payment.id },
      `Rimborso del pagamento ${payment.protocol ?? payment.id} (ordine ${orderId})`,
    );
  }

  private async lockedLamp(user: User, serial: string, manager: EntityManager): Promise<Lamp> {
    await lockLamp(manager, { serial });
    return this.lamps.owned(user, { serial }, manager);
  }

  /**
   * The payment's e-invoice, issued by the manager's company in this transaction (docs/contracts.md
   * "Invoices"): numbered, or stored 'bloccata' with what is missing; the payment is recorded either way.
   */
  private async invoice(
    manager: EntityManager,
    lamp: Lamp,
    payment: LampPayment,
    subscriber: LampSubscriber,
  ): Promise<Invoice | null> {
    return this.invoices.issue(manager, {
      issuer: { kind: 'lamp-manager', managerUserId: lamp.managerUserId },
      recipient: {
        firstName: subscriber.name,
        lastName: subscriber.surname,
        fiscalCode: subscriber.fiscalCode,
        address: subscriber.address,
        sdiCode: subscriber.sdi,
        pec: subscriber.pec,
      },
      recipientOf: "dell'abbonato",
      recipientHint: `Chiedili all'abbonato e aggiungili in ${FIX_WHERE.subscriber}.`,
      lines: [
        {
          product: 'lamp-fee',
          description: `Canone lampada votiva ${lamp.serial} dal ${italianDay(payment.paidOn)} al ${italianDay(payment.paidUntil)}`,
          quantity: 1,
          unitGrossCents: payment.amountCents,
        },
      ],
      source: { kind: 'lamp_payment', id: payment.id },
      reason: `Lampada votiva ${lamp.serial}, pagamento ${payment.protocol}`,
      payment: { method: paymentMethodOf(payment.type), amountCents: payment.amountCents },
    });
  }

  private async sendReceipt(
    manager: EntityManager,
    lamp: Lamp,
    payment: LampPayment,
    subscriber: LampSubscriber,
    token: string,
    invoiced: boolean,
  ): Promise<void> {
    const deceased = await this.deceased.findById(lamp.deceasedId, manager);
    await this.outbox.enqueue(manager, {
      channel: 'email',
      to: subscriber.email,
      template: 'lamp-receipt',
      data: {
        name: subscriber.name,
        deceasedName: deceased ? `${deceased.name} ${deceased.surname}`.trim() : lamp.serial,
        serial: lamp.serial,
        protocol: payment.protocol!,
        amount: euros(payment.amountCents),
        paidOn: italianDay(payment.paidOn),
        paidUntil: italianDay(payment.paidUntil),
        type: payment.type,
        link: publicLink(this.config.publicUrl, `/api/lampade/ricevuta/${payment.id}`, { token }),
        // The invoice's readable copy under the same secret (none while the invoice is blocked).
        ...(invoiced
          ? {
              invoiceLink: publicLink(this.config.publicUrl, `/api/lampade/ricevuta/${payment.id}/fattura`, {
                token,
              }),
            }
          : {}),
      },
      dedupeKey: `lamp-receipt:${payment.id}`,
    });
  }
}
