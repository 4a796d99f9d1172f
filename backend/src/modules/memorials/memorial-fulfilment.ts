import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DomainEvents, pageContentChanged } from '../domain-events/domain-events.service';
import { UploadsService } from '../media/uploads.service';
import type { Order } from '../orders/entities/order.entity';
import { OrderFulfilmentRegistry } from '../orders/order-fulfilment.registry';
import { Clock } from '../scheduler/clock';
import type { MemorialOrderPayload } from './memorial-orders.errors';
import { MemorialsService } from './memorials.service';

/** The payload stored by MemorialOrdersService, read defensively. */
export function memorialPayloadOf(order: Order): MemorialOrderPayload {
  const raw = JSON.parse(order.payload) as Partial<MemorialOrderPayload>;
  return {
    deceasedId: Number(raw.deceasedId),
    bio: typeof raw.bio === 'string' ? raw.bio : '',
    media: Array.isArray(raw.media) ? raw.media : [],
    renewal: raw.renewal === true,
  };
}

/**
 * What a paid or abandoned memorial order does (docs/contracts.md "Memorial service"): paid → a new memorial
 * for one year from payment, or the existing one extended by a year from max(expiry, payment), biography
 * replaced and media appended, all in the payment's transaction; the memorial page's cache is dropped after
 * commit. Cancelled or failed → the order's committed files are deleted after that commit.
 */
@Injectable()
export class MemorialFulfilment implements OnModuleInit {
  private readonly logger = new Logger(MemorialFulfilment.name);

  constructor(
    private readonly registry: OrderFulfilmentRegistry,
    private readonly memorials: MemorialsService,
    private readonly uploads: UploadsService,
    private readonly domainEvents: DomainEvents,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      type: 'memorial',
      onPaid: (manager, order) => this.onPaid(manager, order),
      onCancelled: (manager, order) => this.onCancelled(manager, order),
      afterCommit: (order) => this.afterCommit(order),
    });
  }

  async onPaid(manager: EntityManager, order: Order): Promise<void> {
    const payload = memorialPayloadOf(order);
    const paidAt = order.paidAt ?? this.clock.now();
    const memorial = await this.memorials.extendOneYear(manager, payload.deceasedId, payload.bio, paidAt);
    if (payload.media.length > 0) await this.memorials.addMedia(memorial.id, payload.media, manager);
    this.logger.log(`Memorial ${memorial.id} of deceased ${payload.deceasedId} paid by order ${order.id}`);
  }

  /**
   * Nothing to undo in the database (the memorial is only touched when paid). The order's files are
   * deleted in afterCommit, once the cancellation is committed: deleted here, a rolled-back cancellation
   * would leave an order that can still be paid pointing at missing files.
   */
  async onCancelled(_manager: EntityManager, _order: Order): Promise<void> {}

  async afterCommit(order: Order): Promise<void> {
    const payload = memorialPayloadOf(order);
    if (order.status === 'paid')
      await this.domainEvents.raise(null, pageContentChanged(payload.deceasedId, 'memorial'));
    if (order.status === 'cancelled' || order.status === 'failed')
      await Promise.all(payload.media.map((item) => this.uploads.remove(item.file)));
  }
}
