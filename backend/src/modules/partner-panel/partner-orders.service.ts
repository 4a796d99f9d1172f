import { Injectable } from '@nestjs/common';
import type { AdminPageQueryDto } from '../../common/page-query.dto';
import { DeceasedService } from '../deceased/deceased.service';
import { DedicationsService } from '../dedications/dedications.service';
import { OrdersService } from '../orders/orders.service';
import { PlaqueOrdersService } from '../qrcodes/plaque-orders.service';
import type { PartnerOrderListDto } from './dto/panel-responses.dto';
import { paging } from '../obituaries/notice-lists.service';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The partner panel's orders table (spec panels §2 "Tables: ... orders"): the orders
 * of the plaques on the partner's deceased or requested by it, and of the dedications left on its deceased,
 * newest first. Each module answers for its own table: the partner's deceased (deceased), their plaques'
 * and dedications' orders (qrcodes, dedications), the orders themselves (orders).
 */
@Injectable()
export class PartnerOrdersService {
  constructor(
    private readonly deceased: DeceasedService,
    private readonly plaques: PlaqueOrdersService,
    private readonly dedications: DedicationsService,
    private readonly orders: OrdersService,
  ) {}

  async list(partnerId: number, query: AdminPageQueryDto): Promise<PartnerOrderListDto> {
    const { page, maxResults } = paging(query);
    const people = new Map((await this.deceased.recordsOfPartner(partnerId)).map((row) => [row.id, row]));
    const ids = [...people.keys()];
    const [plaqueOrders, dedicationOrders] = await Promise.all([
      this.plaques.orderIdsOf(ids, partnerId),
      this.dedications.orderIdsOn(ids),
    ]);
    const deceasedOf = new Map<number, number | null>([...plaqueOrders, ...dedicationOrders]);
    const { orders, total } = await this.orders.pageOf([...deceasedOf.keys()], page, maxResults);
    return {
      orders: orders.map((order) => {
        const person = people.get(deceasedOf.get(order.id) ?? -1);
        return {
          ID: order.id,
          type: order.type,
          status: order.status,
          amountCents: order.amountCents,
          buyer: `${order.buyerName} ${order.buyerSurname}`.trim(),
          time: seconds(order.createdAt),
          paidTime: order.paidAt ? seconds(order.paidAt) : null,
          deceased: person ? { ID: person.id, name: person.name, surname: person.surname } : null,
        };
      }),
      total,
      page,
      maxResults,
    };
  }
}
