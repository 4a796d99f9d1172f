import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Order, OrderType } from './entities/order.entity';

/**
 * What the module owning an order type does when the order is paid or ends unpaid. `onPaid` runs inside
 * the transaction that marks the order paid and records the capture, so a paid order is never left
 * unfulfilled; `onCancelled` inside the one that cancels or fails it; `onRefunded` inside the one that
 * turns a paid order refunded (PayPal's refund webhook); `afterCommit` after the commit (e.g. page-cache
 * invalidation), where a failure is logged and does not undo anything.
 */
export interface OrderFulfilment {
  type: OrderType;
  onPaid(manager: EntityManager, order: Order): Promise<void>;
  onCancelled(manager: EntityManager, order: Order): Promise<void>;
  afterCommit?(order: Order): Promise<void> | void;
  /**
   * True when the sale is not Ricordo's and the owning module invoices it itself in onPaid (a lamp's
   * yearly fee is invoiced by the lamp manager's company): Ricordo issues no invoice for the order.
   */
  invoicedByOwner?: boolean;
  /**
   * The refund of a sale the owner invoiced (required with `invoicedByOwner`): the owner issues its credit
   * note, once even when PayPal delivers the refund again. Ricordo's own sales get theirs from the orders
   * module.
   */
  onRefunded?(manager: EntityManager, order: Order): Promise<void>;
}

/** One fulfilment per order type, registered by the owning module in its onModuleInit. */
@Injectable()
export class OrderFulfilmentRegistry {
  private readonly handlers = new Map<OrderType, OrderFulfilment>();

  register(fulfilment: OrderFulfilment): void {
    if (this.handlers.has(fulfilment.type))
      throw new Error(`A fulfilment for order type ${fulfilment.type} is already registered`);
    // A sale invoiced by its owner is credited by its owner too: without onRefunded its refund would get
    // no credit note at all.
    if (fulfilment.invoicedByOwner && !fulfilment.onRefunded)
      throw new Error(`The fulfilment of order type ${fulfilment.type} invoices, so it must credit refunds`);
    this.handlers.set(fulfilment.type, fulfilment);
  }

  has(type: OrderType): boolean {
    return this.handlers.has(type);
  }

  /** Tests that put a stand-in in place of a type's handler use this to take a handler out. */
  unregister(type: OrderType): void {
    this.handlers.delete(type);
  }

  /** The handler of a type; an order type without one cannot be settled (a programming error). */
  of(type: OrderType): OrderFulfilment {
    const handler = this.handlers.get(type);
    if (!handler) throw new Error(`No fulfilment registered for order type ${type}`);
    return handler;
  }
}
