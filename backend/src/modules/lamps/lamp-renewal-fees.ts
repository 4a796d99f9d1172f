import { In, type DataSource } from 'typeorm';
import { chunks } from '../../database/chunks';
import { LampPayment } from './lamp-payment.entity';

/**
 * Each lamp's latest payment amount: what a lamp without 'Canone annuo' renews at (docs/contracts.md "The
 * lamp year"), for the renewals table, the reminders' amount and the online renewal's price.
 */
export async function lastPaymentAmounts(
  dataSource: DataSource,
  lampIds: number[],
): Promise<Map<number, number>> {
  const amounts = new Map<number, number>();
  for (const batch of chunks([...new Set(lampIds)], 500)) {
    if (batch.length === 0) continue;
    const payments = await dataSource.getRepository(LampPayment).find({
      select: { lampId: true, amountCents: true, paidUntil: true, id: true },
      where: { lampId: In(batch) },
      order: { paidUntil: 'ASC', id: 'ASC' },
    });
    for (const payment of payments) amounts.set(payment.lampId, payment.amountCents);
  }
  return amounts;
}
