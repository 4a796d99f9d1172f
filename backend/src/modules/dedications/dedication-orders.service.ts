import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource, type EntityManager } from 'typeorm';
import { displayId } from '../../common/ids';
import type { User } from '../accounts/user.entity';
import { RequestThrottleService } from '../auth/request-throttle.service';
import { ProductPricesService } from '../content/products/product-prices.service';
import type { Deceased } from '../deceased/deceased.entity';
import { DeceasedErrors } from '../deceased/deceased.errors';
import { DeceasedService } from '../deceased/deceased.service';
import { DomainEvents, pageContentChanged } from '../domain-events/domain-events.service';
import { LampsService } from '../lamps/lamps.service';
import type { ReceivedFile } from '../media/uploads.service';
import { UploadsService } from '../media/uploads.service';
import type { Order } from '../orders/entities/order.entity';
import { OrderFulfilmentRegistry } from '../orders/order-fulfilment.registry';
import { OrdersService } from '../orders/orders.service';
import { purchaseAccount, PurchaseRegistrationService } from '../accounts/purchase-registration.service';
import { DedicationDecisionsService } from './dedication-decisions.service';
import { checkDedicationForm, mediaKindOf, type DedicationForm } from './dedication-form';
import { ORDER_FORM_THROTTLES } from '../orders/order-form-throttles';
import { Dedication } from './dedication.entity';
import { boundaryOf, peekMultipartField } from './multipart-peek';

/** Committed dedication photos and videos live under media/dedications (docs/contracts.md "Uploads"). */
export const DEDICATION_MEDIA_FOLDER = 'dedications';

export interface DedicationOrderResult {
  orderid: number | null;
  orderKey: string | null;
  amountCents: number;
  autoAttivata: boolean;
  dedicationId: number;
  deceasedId: number;
}

/** The 409 answers of the registration part point at the order form's own field names. */
const ACCOUNT_FIELDS = { username: 'username', email: 'email', telephone: 'phone' };

/**
 * Dedication orders (docs/contracts.md "Dedications"; spec public §2 /flowers, §5 "Order form"): the form
 * and its file, the server's price, the unpaid dedication and its order in one transaction; on payment the
 * dedication becomes pending and the owner is asked; on cancellation it is cancelled and its file deleted.
 */
@Injectable()
export class DedicationOrdersService implements OnModuleInit {
  private readonly logger = new Logger(DedicationOrdersService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
    private readonly orders: OrdersService,
    private readonly fulfilments: OrderFulfilmentRegistry,
    private readonly prices: ProductPricesService,
    private readonly decisions: DedicationDecisionsService,
    private readonly registration: PurchaseRegistrationService,
    private readonly domainEvents: DomainEvents,
    private readonly throttle: RequestThrottleService,
    private readonly deceasedService: DeceasedService,
    private readonly lamps: LampsService,
  ) {}

  onModuleInit(): void {
    this.fulfilments.register({
      type: 'dedic',
      onPaid: (manager, order) => this.onPaid(manager, order),
      onCancelled: (manager, order) => this.onCancelled(manager, order),
      afterCommit: (order) => this.afterCommit(order),
    });
  }

  /**
   * POST sendform/dedic. The file's kind (photo or video) follows the `dedic-type` field, which the form
   * sends before its file: it is read from the head of the body before the file is streamed and checked.
   */
  async submit(req: Request, viewer: User | null, ip: string): Promise<DedicationOrderResult> {
    const boundary = req.is('multipart/form-data') ? boundaryOf(req.headers['content-type']) : null;
    const type = boundary ? await peekMultipartField(req, boundary, 'dedic-type') : null;
    const kind = mediaKindOf(type ?? undefined) ?? 'photo';
    const upload = await this.uploads.receive(req, { files: { file: { kind, max: 1 } } });
    const file = upload.files.file?.[0] ?? null;
    // Only a file of the kind the type carries counts (a photo sent with a candle is dropped).
    const media = file && mediaKindOf(upload.fields['dedic-type']) === file.kind ? file : null;
    let committed: string | null = null;
    try {
      await this.throttle.hit(ORDER_FORM_THROTTLES.dedication, [`ip:${ip}`]);
      const form = checkDedicationForm(upload.fields, viewer, media !== null);
      const deceased = await this.findPublishedDeceased(form.deceasedRawId);
      const amountCents = await this.priceOf(form);
      const account = form.register
        ? purchaseAccount(form, { username: form.register.username, contact: form.contact })
        : null;
      if (account) await this.registration.assertFree(account, ACCOUNT_FIELDS);
      if (media) committed = await this.uploads.commit(media, DEDICATION_MEDIA_FOLDER);
      else if (file) await this.uploads.discard([file]);
      const result = await this.registration.inTransaction(
        account,
        ACCOUNT_FIELDS,
        viewer,
        (manager, giver) =>
          this.create(manager, {
            form,
            giver,
            deceased,
            amountCents,
            registered: account !== null,
            media: committed,
            file: media,
          }),
      );
      if (result.autoAttivata)
        await this.domainEvents.raise(null, pageContentChanged(deceased.id, 'dedication'));
      return result;
    } catch (error) {
      if (committed) await this.uploads.remove(committed);
      else if (file) await this.uploads.discard([file]);
      throw error;
    }
  }

  private async create(
    manager: EntityManager,
    input: {
      form: DedicationForm;
      /** The new account asked for with the order, else the signed-in viewer, else none. */
      giver: User | null;
      deceased: Deceased;
      amountCents: number;
      registered: boolean;
      media: string | null;
      file: ReceivedFile | null;
    },
  ): Promise<DedicationOrderResult> {
    const { form, giver, deceased } = input;
    const autoAttivata = input.amountCents === 0;
    const repository = manager.getRepository(Dedication);
    const dedication = await repository.save(
      repository.create({
        deceasedId: deceased.id,
        type: form.type,
        text: form.text,
        sign: form.sign,
        status: autoAttivata ? 'pending' : 'unpaid',
        mediaFilename: input.media,
        mediaType: input.media && input.file ? input.file.kind : null,
        giverName: form.name,
        giverSurname: form.surname,
        giverEmail: form.email,
        giverTelephone: form.telephone,
        giverUserId: giver?.id ?? null,
        giverContact: form.contact,
        flowerProduct: form.flowers,
        deliveryNotes: form.deliveryNotes,
        orderId: null,
        createdAt: new Date(),
      }),
    );
    if (autoAttivata) {
      await this.decisions.requestApproval(manager, dedication);
      return {
        orderid: null,
        orderKey: null,
        amountCents: 0,
        autoAttivata,
        dedicationId: dedication.id,
        deceasedId: deceased.id,
      };
    }
    const { order, accessKey } = await this.orders.create(manager, {
      type: 'dedic',
      items: [{ productKey: form.flowers ?? form.type }],
      buyer: {
        name: form.name,
        surname: form.surname,
        email: form.email,
        telephone: form.telephone,
        userId: giver?.id ?? null,
      },
      shipping: null,
      payload: {
        dedicationId: dedication.id,
        deceasedId: deceased.id,
        dedicationType: form.type,
        register: input.registered,
        cf: form.cf,
        address: form.address,
      },
    });
    await repository.update({ id: dedication.id }, { orderId: order.id });
    return {
      orderid: order.id,
      orderKey: accessKey,
      amountCents: order.amountCents,
      autoAttivata,
      dedicationId: dedication.id,
      deceasedId: deceased.id,
    };
  }

  /** The order was paid: unpaid → pending, and the owner is asked (once: a replay finds it pending). */
  private async onPaid(manager: EntityManager, order: Order): Promise<void> {
    const dedication = await manager.findOneBy(Dedication, { orderId: order.id });
    if (!dedication) throw new Error(`Order ${order.id} has no dedication`);
    const result = await manager.update(
      Dedication,
      { id: dedication.id, status: 'unpaid' },
      { status: 'pending' },
    );
    if (result.affected !== 1) return;
    await this.decisions.requestApproval(manager, { ...dedication, status: 'pending' });
    // A paid candle lights the deceased's real votive lamp with the flame effect for a day (docs/contracts.md
    // "Faults, candles, demo").
    if (dedication.type === 'dedica-cero') await this.lamps.lightCandle(manager, dedication.deceasedId);
  }

  /** The order ended unpaid: the dedication is cancelled (its file goes once this has committed). */
  private async onCancelled(manager: EntityManager, order: Order): Promise<void> {
    await manager.update(Dedication, { orderId: order.id, status: 'unpaid' }, { status: 'cancelled' });
  }

  /**
   * After the order's change committed: the memorial page is rebuilt; a cancelled or failed order's file
   * is deleted now (never before the commit, so a rolled-back cancellation keeps its file).
   */
  private async afterCommit(order: Order): Promise<void> {
    if (order.status === 'cancelled' || order.status === 'failed') await this.deleteCancelledMedia(order.id);
    const deceasedId = Number(this.orders.payloadOf(order).deceasedId);
    if (!Number.isInteger(deceasedId) || deceasedId <= 0) {
      this.logger.warn(`Order ${order.id}: no deceasedId in its payload`);
      return;
    }
    await this.domainEvents.raise(null, pageContentChanged(deceasedId, 'dedication'));
    if (order.status === 'paid') await this.lamps.publishForDeceased(deceasedId);
  }

  private async deleteCancelledMedia(orderId: number): Promise<void> {
    const dedications = this.dataSource.getRepository(Dedication);
    const cancelled = await dedications.findOneBy({ orderId, status: 'cancelled' });
    if (!cancelled?.mediaFilename) return;
    await this.uploads.remove(cancelled.mediaFilename);
    await dedications.update(
      { id: cancelled.id, status: 'cancelled', mediaFilename: cancelled.mediaFilename },
      { mediaFilename: null, mediaType: null },
    );
  }

  /** The deceased the dedication is for: it must exist and be published (enabled). */
  private async findPublishedDeceased(rawId: string): Promise<Deceased> {
    const id = Number(rawId);
    const deceased =
      Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647
        ? await this.deceasedService.findById(id)
        : null;
    if (!deceased || deceased.enabled !== 1) throw DeceasedErrors.notFound(displayId(rawId));
    return deceased;
  }

  /** The server's price: the type's product, or for real flowers the chosen flower product. */
  private async priceOf(form: DedicationForm): Promise<number> {
    const product = await this.prices.get(form.flowers ?? form.type).catch(() => null);
    // Unknown or 'Variabile': OrdersService.create answers PRICE_UNAVAILABLE for it.
    return product?.price ?? -1;
  }
}
