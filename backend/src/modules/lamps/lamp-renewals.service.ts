import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { addDays, italianDay, lastRomeDayBefore, romeDay } from '../../common/rome-time';
import { chunks } from '../../database/chunks';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { present } from '../accounts/account-rules';
import type { User } from '../accounts/user.entity';
import { randomToken, sha256Hex } from '../auth/crypto-tokens';
import { DeceasedService } from '../deceased/deceased.service';
import { OutboxService } from '../notifications/outbox.service';
import { publicLink } from '../notifications/templates';
import type { Order } from '../orders/entities/order.entity';
import { OrderFulfilmentRegistry } from '../orders/order-fulfilment.registry';
import { OrdersService } from '../orders/orders.service';
import { Clock } from '../scheduler/clock';
import type {
  LampRenewalDto,
  LampRenewalOrderDto,
  LampRenewalsDto,
  LampRenewalsResultDto,
  PayOnlineLampDto,
} from './dto/lamp-renewal.dto';
import { sameDayNextYear } from './lamp-amounts';
import { DEFAULT_PAYMENT_TYPE, LampPaymentsService, lockLamp } from './lamp-payments.service';
import { LampDesiredService } from './lamp-desired.service';
import { LampPayment } from './lamp-payment.entity';
import { euros } from '../../common/euros';
import { LampSubscriber } from './lamp-subscriber.entity';
import { Lamp } from './lamp.entity';
import { LampErrors, LampMessages, RenewalErrors, RenewalMessages } from './lamps.errors';

/** The public page the renewal messages link to; its `token` is the permission. */
export const PAY_ONLINE_PATH = '/rinnovo-lampada';
/** Lamps one bulk renewal takes at most (the panel's page holds up to 500). */
export const MAX_BULK_RENEWALS = 1000;
/** Lamps renewed in one transaction (each in its own savepoint). */
const RENEWAL_BATCH = 50;
/** Lamps one reminder pass looks at per kind (the next pass takes the rest). */
const REMINDER_BATCH = 500;
/** The switched-off notice goes only for periods that ended this recently (not for lamps off for years). */
const OFF_NOTICE_DAYS = 7;
/** The order type of an online renewal (orders' `type`). */
const ORDER_TYPE = 'lamp' as const;
/** The online payment's type on the lamp payment (and its invoice's payment method, MP08). */
const ONLINE_PAYMENT_TYPE = 'PayPal';

const DAY_MS = 86_400_000;

/** One lamp of a month's renewals: its period ending that month, and the renewal recorded after it. */
interface DueRow {
  lampId: number;
  end: string;
}

export interface ReminderPass {
  reminded30: number;
  reminded7: number;
  switchedOff: number;
}

/**
 * The lamp year (docs/contracts.md "Lamps", renewals): each month's lamps whose paid period ends, the
 * bulk renewal of the manager's selection (one payment, invoice and receipt each, through
 * LampPaymentsService.record), expected and collected fees, the reminders 30 and 7 days before the end and
 * the switched-off notice, and the online renewal paid through the orders' PayPal flow (order type
 * 'lamp': the manager's sale, invoiced by the manager's company, not by Ricordo).
 */
@Injectable()
export class LampRenewalsService implements OnModuleInit {
  private readonly logger = new Logger(LampRenewalsService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly payments: LampPaymentsService,
    private readonly desired: LampDesiredService,
    private readonly deceased: DeceasedService,
    private readonly outbox: OutboxService,
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

  /** lampadaRinnovi { mese, page, maxResults }: the month's renewals of the manager, and their figures. */
  async due(
    user: User,
    query: { mese?: string; page?: string; maxResults?: string },
  ): Promise<LampRenewalsDto> {
    const month = monthOf(query.mese);
    const page = bounded(query.page, 1, 1, 100_000, 'page');
    const maxResults = bounded(query.maxResults, 50, 1, 500, 'maxResults');
    const all = await this.dueRows(user.id, month);
    const rows = await this.describe(all);
    const paged = rows.slice((page - 1) * maxResults, page * maxResults);
    const expected = rows.reduce((sum, row) => sum + (row.canoneCentesimi ?? 0), 0);
    const collected = rows.reduce((sum, row) => sum + (row.rinnovoImportoCentesimi ?? 0), 0);
    return {
      mese: month,
      rinnovi: paged,
      total: rows.length,
      nextPage: page * maxResults < rows.length ? page + 1 : null,
      riepilogo: {
        lampade: rows.length,
        rinnovate: rows.filter((row) => row.rinnovata).length,
        senzaCanone: rows.filter((row) => row.canoneCentesimi === null).length,
        previstoCentesimi: expected,
        incassatoCentesimi: collected,
      },
    };
  }

  /**
   * lampadaRinnoviCreate { mese, seriali, tipo }: for each selected lamp, one payment extending the period
   * that ends in that month by one year (from its end), with its invoice and the subscriber's receipt.
   * One transaction per lamp: a lamp that fails is reported and the others are recorded. Repeated, a
   * lamp already renewed for that period records nothing (the unique lamp and end day).
   */
  async renewMany(
    user: User,
    body: { mese?: string; seriali?: unknown; tipo?: string },
  ): Promise<LampRenewalsResultDto> {
    const month = monthOf(body.mese);
    const serials = serialList(body.seriali);
    const type = present(body.tipo) ?? DEFAULT_PAYMENT_TYPE;
    if (type.length > 32) throw LampErrors.validation({ tipo: LampMessages.invalid });
    const lamps = new Map<string, Lamp>();
    for (const batch of chunks(serials, 500))
      for (const lamp of await this.dataSource.getRepository(Lamp).findBy({ serial: In(batch) }))
        lamps.set(lamp.serial, lamp);
    const ends = new Map(
      (
        await this.dueRows(
          user.id,
          month,
          [...lamps.values()].map((lamp) => lamp.id),
        )
      ).map((row) => [row.lampId, row.end]),
    );
    const fees = await this.lastAmounts([...lamps.values()].map((lamp) => lamp.id));
    const paidOn = romeDay(this.clock.now());
    const result: LampRenewalsResultDto = { rinnovati: 0, giaRinnovati: 0, falliti: [] };
    const published: number[] = [];
    const todo: Array<{ serial: string; lampId: number; end: string; amountCents: number }> = [];
    for (const serial of serials) {
      const lamp = lamps.get(serial);
      // Another manager's lamp answers as unknown, as the panel's other calls do.
      if (!lamp || lamp.managerUserId !== user.id) {
        result.falliti.push({ seriale: serial, motivo: LampMessages.lampNotFound });
        continue;
      }
      const end = ends.get(lamp.id);
      if (!end) {
        result.falliti.push({ seriale: serial, motivo: RenewalMessages.notDueThisMonth });
        continue;
      }
      const amountCents = lamp.yearlyFeeCents ?? fees.get(lamp.id) ?? null;
      if (amountCents === null) {
        result.falliti.push({ seriale: serial, motivo: RenewalMessages.noFee });
        continue;
      }
      todo.push({ serial, lampId: lamp.id, end, amountCents });
    }
    // A transaction per batch of lamps, a savepoint per lamp inside it: a lamp that fails is rolled back
    // alone and reported, the others of its batch are committed with the batch.
    for (const batch of chunks(todo, RENEWAL_BATCH)) {
      const outcomes = await this.dataSource.transaction(async (manager) => {
        const done: Array<{ serial: string; lampId: number; created?: boolean; error?: unknown }> = [];
        for (const item of batch) {
          try {
            const outcome = await manager.transaction(async (savepoint) => {
              await lockLamp(savepoint, { id: item.lampId });
              const current = await savepoint.getRepository(Lamp).findOneByOrFail({ id: item.lampId });
              return this.payments.record(savepoint, current, {
                paidOn,
                paidUntil: sameDayNextYear(item.end),
                type,
                amountCents: item.amountCents,
                createdByUserId: user.id,
                sameEnd: 'done',
              });
            });
            done.push({ serial: item.serial, lampId: item.lampId, created: outcome.created });
          } catch (error) {
            done.push({ serial: item.serial, lampId: item.lampId, error });
          }
        }
        return done;
      });
      for (const outcome of outcomes) {
        if (outcome.error !== undefined) {
          const motivo = renewalFailure(outcome.error);
          if (motivo === null)
            this.logger.error({
              msg: 'lamp renewal failed',
              serial: outcome.serial,
              error: String(outcome.error),
            });
          result.falliti.push({ seriale: outcome.serial, motivo: motivo ?? RenewalMessages.failed });
        } else if (outcome.created) {
          result.rinnovati += 1;
          published.push(outcome.lampId);
        } else result.giaRinnovati += 1;
      }
    }
    await this.desired.publish(published);
    return result;
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
   * The reminders (30 and 7 days before the paid period's end) and the switched-off notice (the period
   * ended unpaid), each once per lamp and period: the lamp row records the period it was sent for, in the
   * transaction that queues the message (with a dedupe key too). Run by LampJobs under its job lock.
   */
  async remind(): Promise<ReminderPass> {
    const now = this.clock.now();
    const in7 = new Date(now.getTime() + 7 * DAY_MS);
    const in30 = new Date(now.getTime() + 30 * DAY_MS);
    const ago = new Date(now.getTime() - OFF_NOTICE_DAYS * DAY_MS);
    const reminded30 = await this.sendAll('reminded_30_for', 'reminded30For', in7, in30, '30');
    const reminded7 = await this.sendAll('reminded_7_for', 'reminded7For', now, in7, '7');
    const switchedOff = await this.sendAll('off_notice_for', 'offNoticeFor', ago, now, 'off');
    return { reminded30, reminded7, switchedOff };
  }

  private async sendAll(
    column: 'reminded_30_for' | 'reminded_7_for' | 'off_notice_for',
    property: 'reminded30For' | 'reminded7For' | 'offNoticeFor',
    after: Date,
    upTo: Date,
    kind: '30' | '7' | 'off',
  ): Promise<number> {
    const lamps = await this.dataSource
      .getRepository(Lamp)
      .createQueryBuilder('lamp')
      .where('lamp.paid_until > :after AND lamp.paid_until <= :upTo', { after, upTo })
      .andWhere('lamp.subscriber_id IS NOT NULL')
      .andWhere(`(lamp.${column} IS NULL OR lamp.${column} <> lamp.paid_until)`)
      .orderBy('lamp.paid_until', 'ASC')
      .limit(REMINDER_BATCH)
      .getMany();
    const fees = await this.lastAmounts(lamps.map((lamp) => lamp.id));
    let sent = 0;
    for (const lamp of lamps) {
      const done = await this.dataSource.transaction(async (manager) => {
        // Conditional on the period read: a payment meanwhile (a new period) or another pass wins.
        const claimed = await manager
          .createQueryBuilder()
          .update(Lamp)
          .set({ [property]: lamp.paidUntil })
          .where(`id = :id AND paid_until = :paidUntil AND (${column} IS NULL OR ${column} <> paid_until)`, {
            id: lamp.id,
            paidUntil: lamp.paidUntil,
          })
          .execute();
        if (claimed.affected !== 1) return false;
        return this.sendRenewalMessage(manager, lamp, kind, lamp.yearlyFeeCents ?? fees.get(lamp.id) ?? null);
      });
      if (done) sent += 1;
    }
    if (sent > 0) this.logger.log({ msg: 'lamp renewal messages queued', kind, lamps: sent });
    return sent;
  }

  /** Queues one renewal message with a new pay-online link (the lamp keeps only the newest link's hash). */
  private async sendRenewalMessage(
    manager: EntityManager,
    lamp: Lamp,
    kind: '30' | '7' | 'off',
    feeCents: number | null,
  ): Promise<boolean> {
    const subscriber = await manager.getRepository(LampSubscriber).findOneBy({ id: lamp.subscriberId! });
    const channel = subscriber ? subscriberChannel(subscriber) : null;
    if (!subscriber || !channel) return false;
    const token = randomToken();
    await manager.getRepository(Lamp).update({ id: lamp.id }, { renewalTokenHash: sha256Hex(token) });
    const deceased = await this.deceased.findById(lamp.deceasedId, manager);
    const paidUntilDay = lastRomeDayBefore(lamp.paidUntil!);
    const common = {
      name: subscriber.name,
      deceasedName: deceased ? `${deceased.name} ${deceased.surname}`.trim() : lamp.serial,
      serial: lamp.serial,
      paidUntil: italianDay(paidUntilDay),
      link: publicLink(this.config.publicUrl, PAY_ONLINE_PATH, { token }),
    };
    const dedupeKey = `lamp-renewal:${kind}:${lamp.id}:${paidUntilDay}`;
    const message =
      kind === 'off'
        ? { template: 'lamp-switched-off' as const, data: common }
        : {
            template: 'lamp-renewal-reminder' as const,
            data: {
              ...common,
              days: kind,
              amount: feeCents === null ? 'indicato dal gestore' : euros(feeCents),
            },
          };
    const queued = await this.outbox.enqueue(manager, { ...channel, ...message, userId: null, dedupeKey });
    return queued.created;
  }

  private async lampOfToken(token: unknown): Promise<Lamp> {
    if (typeof token !== 'string' || token.length < 10 || token.length > 100)
      throw RenewalErrors.linkNotFound();
    const lamp = await this.dataSource.getRepository(Lamp).findOneBy({ renewalTokenHash: sha256Hex(token) });
    if (!lamp) throw RenewalErrors.linkNotFound();
    return lamp;
  }

  private async onlineView(lamp: Lamp): Promise<PayOnlineLampDto> {
    const deceased = await this.deceased.findById(lamp.deceasedId);
    const fee = lamp.yearlyFeeCents ?? (await this.lastAmounts([lamp.id])).get(lamp.id) ?? null;
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

  /**
   * The manager's lamps whose paid period ended (or ends) in the month: each lamp's latest payment end
   * day in it (a period's end is always a payment's end day), optionally only of these lamps.
   */
  private async dueRows(managerId: number, month: string, onlyLamps?: number[]): Promise<DueRow[]> {
    if (onlyLamps && onlyLamps.length === 0) return [];
    const first = `${month}-01`;
    const last = addDays(nextMonth(month), -1);
    const rows: DueRow[] = [];
    const batches = onlyLamps ? chunks(onlyLamps, 500) : [null];
    for (const batch of batches) {
      const builder = this.dataSource
        .getRepository(LampPayment)
        .createQueryBuilder('payment')
        .innerJoin('payment.lamp', 'lamp')
        .select('payment.lamp_id', 'lampId')
        .addSelect('MAX(payment.paid_until)', 'end')
        .where('lamp.manager_user_id = :managerId', { managerId })
        .andWhere('payment.paid_until BETWEEN :first AND :last', { first, last })
        .groupBy('payment.lamp_id');
      if (batch) builder.andWhere('payment.lamp_id IN (:...batch)', { batch });
      for (const row of await builder.getRawMany<{ lampId: number | string; end: string | Date }>())
        rows.push({ lampId: Number(row.lampId), end: dayText(row.end) });
    }
    return rows.sort((a, b) => a.end.localeCompare(b.end) || a.lampId - b.lampId);
  }

  /** The rows of the renewals table: lamp, deceased, subscriber, fee, and the renewal after the end. */
  private async describe(due: DueRow[]): Promise<LampRenewalDto[]> {
    if (due.length === 0) return [];
    const ids = due.map((row) => row.lampId);
    const lamps = new Map<number, Lamp>();
    const after = new Map<number, LampPayment[]>();
    const lastBefore = new Map<number, LampPayment>();
    const endOf = new Map(due.map((row) => [row.lampId, row.end]));
    for (const batch of chunks(ids, 500)) {
      for (const lamp of await this.dataSource.getRepository(Lamp).find({
        where: { id: In(batch) },
        relations: { subscriber: true },
      }))
        lamps.set(lamp.id, lamp);
      const payments = await this.dataSource
        .getRepository(LampPayment)
        .find({ where: { lampId: In(batch) }, order: { paidUntil: 'ASC', id: 'ASC' } });
      for (const payment of payments) {
        const end = endOf.get(payment.lampId)!;
        if (payment.paidUntil > end)
          after.set(payment.lampId, [...(after.get(payment.lampId) ?? []), payment]);
        else lastBefore.set(payment.lampId, payment);
      }
    }
    const people = new Map(
      (await this.deceased.findByIds([...lamps.values()].map((lamp) => lamp.deceasedId))).map((person) => [
        person.id,
        person,
      ]),
    );
    return due.flatMap((row) => {
      const lamp = lamps.get(row.lampId);
      if (!lamp) return [];
      const person = people.get(lamp.deceasedId);
      const renewal = after.get(lamp.id)?.[0] ?? null;
      const subscriber = lamp.subscriber ?? null;
      return [
        {
          seriale: lamp.serial,
          idDefunto: lamp.deceasedId,
          defunto: person ? `${person.name} ${person.surname}`.trim() : '',
          idAbbonato: lamp.subscriberId,
          abbonato: subscriber ? `${subscriber.name} ${subscriber.surname}` : null,
          termine: row.end,
          canoneCentesimi: renewal
            ? renewal.amountCents
            : (lamp.yearlyFeeCents ?? lastBefore.get(lamp.id)?.amountCents ?? null),
          rinnovata: renewal !== null,
          rinnovoFino: renewal?.paidUntil ?? null,
          rinnovoImportoCentesimi: renewal?.amountCents ?? null,
        },
      ];
    });
  }

  /** Each lamp's latest payment amount (what a lamp without 'Canone annuo' renews at). */
  private async lastAmounts(lampIds: number[]): Promise<Map<number, number>> {
    const amounts = new Map<number, number>();
    for (const batch of chunks([...new Set(lampIds)], 500)) {
      if (batch.length === 0) continue;
      const payments = await this.dataSource.getRepository(LampPayment).find({
        select: { lampId: true, amountCents: true, paidUntil: true, id: true },
        where: { lampId: In(batch) },
        order: { paidUntil: 'ASC', id: 'ASC' },
      });
      for (const payment of payments) amounts.set(payment.lampId, payment.amountCents);
    }
    return amounts;
  }
}

/** The subscriber's channel: their e-mail (every subscriber has one), else WhatsApp to their phone. */
function subscriberChannel(
  subscriber: Pick<LampSubscriber, 'email' | 'telephone'>,
): { channel: 'email' | 'wa'; to: string } | null {
  if (subscriber.email) return { channel: 'email', to: subscriber.email };
  if (subscriber.telephone) return { channel: 'wa', to: subscriber.telephone };
  return null;
}

/** 'YYYY-MM' required and real. */
function monthOf(raw: string | undefined): string {
  const month = present(raw);
  if (!month) throw LampErrors.validation({ mese: LampMessages.required });
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match || Number(match[2]) < 1 || Number(match[2]) > 12 || Number(match[1]) < 2000)
    throw LampErrors.validation({ mese: LampMessages.invalid });
  return month;
}

function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
}

/** The selected serials: a JSON array of strings (or one comma-separated form field), 1 to 1000 of them. */
function serialList(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : null;
  if (!list || list.some((item) => typeof item !== 'string' || item.length > 40))
    throw LampErrors.validation({ seriali: LampMessages.invalid });
  const serials = [...new Set((list as string[]).map((item) => item.trim()).filter(Boolean))];
  if (serials.length === 0) throw LampErrors.validation({ seriali: RenewalMessages.noneSelected });
  if (serials.length > MAX_BULK_RENEWALS) throw LampErrors.validation({ seriali: RenewalMessages.tooMany });
  return serials;
}

function bounded(text: string | undefined, fallback: number, min: number, max: number, field: string) {
  const value = present(text);
  if (!value) return fallback;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed < min || parsed > max)
    throw LampErrors.validation({ [field]: LampMessages.invalid });
  return parsed;
}

/** A DATE column as 'YYYY-MM-DD' (read as text on both engines; a Date would be UTC midnight). */
function dayText(value: string | Date): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/** The Italian reason of a renewal the service refused; null for an unexpected error (logged). */
function renewalFailure(error: unknown): string | null {
  const data = (error as { data?: { fields?: Record<string, string> } } | null)?.data;
  const fields = data?.fields;
  if (fields?.enddate === LampMessages.paymentMustExtend) return RenewalMessages.alreadyExtended;
  if (fields) return Object.values(fields)[0] ?? null;
  return null;
}
