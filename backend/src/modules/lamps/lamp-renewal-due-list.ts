import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { addDays } from '../../common/rome-time';
import { chunks } from '../../database/chunks';
import { DeceasedService } from '../deceased/deceased.service';
import type { LampRenewalDto } from './dto/lamp-renewal.dto';
import { LampPayment } from './lamp-payment.entity';
import { Lamp } from './lamp.entity';

/** One lamp of a month's renewals: its period ending that month, and the renewal recorded after it. */
export interface DueRow {
  lampId: number;
  end: string;
}

/**
 * The reading side of 'Rinnovi in scadenza' (docs/contracts.md "The lamp year"): which of a manager's lamps
 * have their paid period ending in a month, and the table's rows (lamp, deceased, subscriber, fee, and the
 * renewal recorded after that end).
 */
@Injectable()
export class LampRenewalDueList {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly deceased: DeceasedService,
  ) {}

  /**
   * The manager's lamps whose paid period ended (or ends) in the month: each lamp's latest payment end
   * day in it (a period's end is always a payment's end day), optionally only of these lamps.
   */
  async dueRows(managerId: number, month: string, onlyLamps?: number[]): Promise<DueRow[]> {
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
  async describe(due: DueRow[]): Promise<LampRenewalDto[]> {
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
}

/** The first day of the month after 'YYYY-MM'. */
function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
}

/** A DATE column as 'YYYY-MM-DD' (read as text on both engines; a Date would be UTC midnight). */
function dayText(value: string | Date): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}
