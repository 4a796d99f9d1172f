import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, Not, IsNull } from 'typeorm';
import { chunks } from '../../database/chunks';
import { QrCode } from './qr-code.entity';

/** The orders behind plaques, for the partner panel's orders table (read only). */
@Injectable()
export class PlaqueOrdersService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The orders of the plaques on these deceased or requested by this partner: order id → the plaque's
   * deceased (null while on none); one query per 1000 deceased.
   */
  async orderIdsOf(deceasedIds: number[], partnerId: number): Promise<Map<number, number | null>> {
    const repository = this.dataSource.getRepository(QrCode);
    const select = { orderId: true, deceasedId: true } as const;
    const found = await repository.find({ select, where: { partnerId, orderId: Not(IsNull()) } });
    for (const batch of chunks([...new Set(deceasedIds)], 1000))
      found.push(
        ...(await repository.find({ select, where: { deceasedId: In(batch), orderId: Not(IsNull()) } })),
      );
    const orders = new Map<number, number | null>();
    for (const row of found) if (row.orderId !== null) orders.set(row.orderId, row.deceasedId);
    return orders;
  }
}
