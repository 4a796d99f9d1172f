import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { parseId } from '../../common/ids';
import { present } from '../accounts/account-rules';
import { AccountsService } from '../accounts/accounts.service';
import type { User } from '../accounts/user.entity';
import { randomToken, sameToken, sha256Hex } from '../auth/crypto-tokens';
import { DeceasedService } from '../deceased/deceased.service';
import { OutboxService } from '../notifications/outbox.service';
import { publicLink } from '../notifications/templates';
import { PartnersService } from '../partners/partners.service';
import { Clock } from '../scheduler/clock';
import type { LampPaymentCreateDto, LampPaymentsQueryDto } from './dto/lamp-inputs.dto';
import { LampDesiredService } from './lamp-desired.service';
import { LampPayment } from './lamp-payment.entity';
import { euros, italianDay, renderReceiptPdf } from './lamp-receipt.pdf';
import { LampSubscriber } from './lamp-subscriber.entity';
import { LampSubscribersService } from './lamp-subscribers.service';
import { Lamp } from './lamp.entity';
import { LampsService } from './lamps.service';
import { LampErrors, LampMessages } from './lamps.errors';
import { endOfRomeDay, isCalendarDay } from './rome-days';

/** spec panels §9: default payment type. */
export const DEFAULT_PAYMENT_TYPE = 'Contanti';
const MAX_AMOUNT_CENTS = 100_000_000;

/** '25', '25,5', '25,50', '25.50', '1.234,50' → cents; null when not an amount. */
export function parseEuroCents(text: string): number | null {
  const value = text.trim().replace(/\s|€/g, '');
  let normalized: string;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(value)) normalized = value.replace(/\./g, '').replace(',', '.');
  else if (/^\d+([.,]\d{1,2})?$/.test(value)) normalized = value.replace(',', '.');
  else return null;
  const cents = Math.round(Number(normalized) * 100);
  return Number.isSafeInteger(cents) && cents <= MAX_AMOUNT_CENTS ? cents : null;
}

export interface PaymentOutcome {
  payment: LampPayment;
  lampId: number;
  created: boolean;
}

/**
 * Lamp payments (spec panels §3, §4: "needs a payment to activate; a payment extends the expiry"): each
 * records a paid period up to its last day, moves the lamp's dataTermineAccensione, and sends the
 * subscriber a receipt PDF (a secret link, through the outbox in the same transaction).
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
    private readonly partners: PartnersService,
    private readonly accounts: AccountsService,
    private readonly clock: Clock,
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
  async create(user: User, body: LampPaymentCreateDto): Promise<PaymentOutcome> {
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
      const payments = manager.getRepository(LampPayment);
      const same = await payments.findOneBy({ lampId: lamp.id, paidUntil: paidUntil! });
      if (same) {
        if (same.paidOn === paidOn && same.type === type && same.amountCents === amountCents)
          return { payment: same, lampId: lamp.id, created: false };
        throw LampErrors.validation({ enddate: LampMessages.paymentMustExtend });
      }
      const until = endOfRomeDay(paidUntil!);
      if (lamp.paidUntil && until.getTime() <= lamp.paidUntil.getTime())
        throw LampErrors.validation({ enddate: LampMessages.paymentMustExtend });

      const token = randomToken();
      const now = this.clock.now();
      const inserted = await payments.save(
        payments.create({
          lampId: lamp.id,
          subscriberId,
          protocol: null,
          paidOn: paidOn!,
          paidUntil: paidUntil!,
          type,
          amountCents: amountCents!,
          receiptTokenHash: sha256Hex(token),
          createdByUserId: user.id,
          createdAt: new Date(Math.floor(now.getTime() / 1000) * 1000),
        }),
      );
      const protocol = `LV-${paidOn!.slice(0, 4)}-${String(inserted.id).padStart(6, '0')}`;
      await payments.update({ id: inserted.id }, { protocol });
      inserted.protocol = protocol;
      await manager.getRepository(Lamp).update({ id: lamp.id }, { paidUntil: until });
      await this.desired.refresh(manager, lamp.id, now);
      await this.sendReceipt(manager, lamp, inserted, token);
      return { payment: inserted, lampId: lamp.id, created: true };
    });
    if (outcome.created) await this.desired.publish([outcome.lampId]);
    return outcome;
  }

  /** The receipt PDF for the lamp's manager. */
  async receiptForManager(user: User, rawPaymentId: string): Promise<{ pdf: Buffer; protocol: string }> {
    const payment = await this.dataSource
      .getRepository(LampPayment)
      .findOne({ where: { id: parseId(rawPaymentId) }, relations: { lamp: true } });
    if (!payment?.lamp) throw LampErrors.paymentNotFound();
    if (payment.lamp.managerUserId !== user.id) throw LampErrors.notYourLamps();
    return { pdf: await this.renderReceipt(payment), protocol: payment.protocol ?? String(payment.id) };
  }

  /** The receipt PDF through the subscriber's secret link; a wrong token answers as unknown. */
  async receiptByToken(
    rawPaymentId: string,
    token: string | undefined,
  ): Promise<{ pdf: Buffer; protocol: string }> {
    const payment = await this.dataSource.getRepository(LampPayment).findOneBy({ id: parseId(rawPaymentId) });
    if (!payment || !token || token.length > 100 || !sameToken(sha256Hex(token), payment.receiptTokenHash))
      throw LampErrors.paymentNotFound();
    return { pdf: await this.renderReceipt(payment), protocol: payment.protocol ?? String(payment.id) };
  }

  private async lockedLamp(user: User, serial: string, manager: EntityManager): Promise<Lamp> {
    const locking = manager.connection.options.type !== 'better-sqlite3';
    // Two payments of one lamp at once extend it one after the other (MariaDB row lock).
    if (locking)
      await manager.getRepository(Lamp).findOne({ where: { serial }, lock: { mode: 'pessimistic_write' } });
    return this.lamps.owned(user, { serial }, manager);
  }

  private async sendReceipt(
    manager: EntityManager,
    lamp: Lamp,
    payment: LampPayment,
    token: string,
  ): Promise<void> {
    const subscriber = await manager
      .getRepository(LampSubscriber)
      .findOneByOrFail({ id: payment.subscriberId! });
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
      },
      dedupeKey: `lamp-receipt:${payment.id}`,
    });
  }

  private async renderReceipt(payment: LampPayment): Promise<Buffer> {
    const manager = this.dataSource.manager;
    const lamp = await manager.getRepository(Lamp).findOneByOrFail({ id: payment.lampId });
    const subscriber = payment.subscriberId
      ? await manager.getRepository(LampSubscriber).findOneBy({ id: payment.subscriberId })
      : null;
    const deceased = await this.deceased.findById(lamp.deceasedId);
    const company = await this.partners.findByUser(lamp.managerUserId);
    const owner = company ? null : await this.accounts.findById(lamp.managerUserId);
    return renderReceiptPdf({
      protocol: payment.protocol ?? String(payment.id),
      paidOn: payment.paidOn,
      paidUntil: payment.paidUntil,
      type: payment.type,
      amountCents: payment.amountCents,
      serial: lamp.serial,
      deceasedName: deceased ? `${deceased.name} ${deceased.surname}`.trim() : '',
      subscriber: {
        name: subscriber ? `${subscriber.name} ${subscriber.surname}` : '—',
        fiscalCode: subscriber?.fiscalCode ?? '—',
        address: subscriber?.address ?? '—',
        email: subscriber?.email ?? '—',
      },
      managerCompany: company?.name ?? (owner ? `${owner.name} ${owner.surname}` : 'Ricordo'),
    });
  }
}
