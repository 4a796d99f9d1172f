import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { romeDay } from '../../common/rome-time';
import { chunks } from '../../database/chunks';
import { present } from '../accounts/account-rules';
import type { User } from '../accounts/user.entity';
import { Clock } from '../scheduler/clock';
import type { LampRenewalsDto, LampRenewalsResultDto } from './dto/lamp-renewal.dto';
import { sameDayNextYear } from './lamp-amounts';
import { DEFAULT_PAYMENT_TYPE, LampPaymentsService, lockLamp } from './lamp-payments.service';
import { LampDesiredService } from './lamp-desired.service';
import { LampRenewalDueList } from './lamp-renewal-due-list';
import { lastPaymentAmounts } from './lamp-renewal-fees';
import { Lamp } from './lamp.entity';
import { LampErrors, LampMessages, RenewalMessages } from './lamps.errors';

/** Lamps one bulk renewal takes at most (the panel's page holds up to 500). */
export const MAX_BULK_RENEWALS = 1000;
/** Lamps renewed in one transaction (each in its own savepoint). */
const RENEWAL_BATCH = 50;

/**
 * The manager's 'Rinnovi in scadenza' (docs/contracts.md "The lamp year"): each month's lamps whose paid
 * period ends, with expected and collected fees, and the bulk renewal of the manager's selection (one
 * payment, invoice and receipt each, through LampPaymentsService.record). The reminders are
 * LampRenewalRemindersService's, the online renewal LampOnlineRenewalService's.
 */
@Injectable()
export class LampRenewalsService {
  private readonly logger = new Logger(LampRenewalsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly payments: LampPaymentsService,
    private readonly desired: LampDesiredService,
    private readonly dueList: LampRenewalDueList,
    private readonly clock: Clock,
  ) {}

  /** lampadaRinnovi { mese, page, maxResults }: the month's renewals of the manager, and their figures. */
  async due(
    user: User,
    query: { mese?: string; page?: string; maxResults?: string },
  ): Promise<LampRenewalsDto> {
    const month = monthOf(query.mese);
    const page = bounded(query.page, 1, 1, 100_000, 'page');
    const maxResults = bounded(query.maxResults, 50, 1, 500, 'maxResults');
    const all = await this.dueList.dueRows(user.id, month);
    const rows = await this.dueList.describe(all);
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
        await this.dueList.dueRows(
          user.id,
          month,
          [...lamps.values()].map((lamp) => lamp.id),
        )
      ).map((row) => [row.lampId, row.end]),
    );
    const fees = await lastPaymentAmounts(
      this.dataSource,
      [...lamps.values()].map((lamp) => lamp.id),
    );
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

/** The Italian reason of a renewal the service refused; null for an unexpected error (logged). */
function renewalFailure(error: unknown): string | null {
  const data = (error as { data?: { fields?: Record<string, string> } } | null)?.data;
  const fields = data?.fields;
  if (fields?.enddate === LampMessages.paymentMustExtend) return RenewalMessages.alreadyExtended;
  if (fields) return Object.values(fields)[0] ?? null;
  return null;
}
