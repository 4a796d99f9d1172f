import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Order, type OrderStatus, type OrderType } from './entities/order.entity';

/** One order of a person, as their own data export gives it (amount in cents). */
export interface PersonOrder {
  id: number;
  type: OrderType;
  status: OrderStatus;
  amountCents: number;
  currency: string;
  buyerName: string;
  buyerSurname: string;
  buyerEmail: string | null;
  buyerTelephone: string | null;
  /** The shipping address as the order form sent it (fiori reali, plaques), or null. */
  shipping: string | null;
  createdAt: Date;
  paidAt: Date | null;
}

/**
 * The orders module's read for a person's own data export (GDPR art. 20; docs/contracts.md "Family export"):
 * the orders placed from the account, every state.
 */
@Injectable()
export class OrderExportRead {
  constructor(@InjectRepository(Order) private readonly orders: Repository<Order>) {}

  /** Every order of the account, oldest first: one query on IDX_orders_user. */
  placedBy(userId: number): Promise<PersonOrder[]> {
    return this.orders.find({
      select: {
        id: true,
        type: true,
        status: true,
        amountCents: true,
        currency: true,
        buyerName: true,
        buyerSurname: true,
        buyerEmail: true,
        buyerTelephone: true,
        shipping: true,
        createdAt: true,
        paidAt: true,
      },
      where: { userId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }
}
