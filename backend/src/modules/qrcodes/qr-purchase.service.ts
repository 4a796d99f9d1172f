import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AccountsService } from '../accounts/accounts.service';
import type { User } from '../accounts/user.entity';
import { RequestThrottleService } from '../auth/request-throttle.service';
import { ORDER_FORM_THROTTLES } from '../orders/order-form-throttles';
import type { Order } from '../orders/entities/order.entity';
import { OrderFulfilmentRegistry } from '../orders/order-fulfilment.registry';
import { OrdersService } from '../orders/orders.service';
import { newPlaqueCodes, newPlaqueRow } from './plaque-codes';
import { purchaseAccount, PurchaseRegistrationService } from '../accounts/purchase-registration.service';
import { checkQrPurchaseForm, type QrPurchaseForm } from './qr-purchase-form';
import { QrCode } from './qr-code.entity';
import { QrCodeErrors } from './qrcodes.errors';
import { fulfilTemporaryUpgrade, isTemporaryUpgrade } from './temporary-qrcodes.service';

export interface QrPurchaseResult {
  orderid: number;
  orderKey: string;
  amountCents: number;
  register: boolean;
}

const ACCOUNT_FIELDS = { username: 'username', email: 'purchase-email', telephone: 'purchase-telephone' };

/**
 * The online purchase of a digital tombstone with its QR plaque (spec public §2 /buy-qrCode, §5
 * "Purchase", §8; docs/contracts.md "Plaques"): the order (items qr-code + shipping at the server's
 * prices), optionally a pending account in the same transaction; once paid, the plaque sold online.
 */
@Injectable()
export class QrPurchaseService implements OnModuleInit {
  constructor(
    private readonly orders: OrdersService,
    private readonly fulfilments: OrderFulfilmentRegistry,
    private readonly accounts: AccountsService,
    private readonly registration: PurchaseRegistrationService,
    private readonly throttle: RequestThrottleService,
  ) {}

  onModuleInit(): void {
    this.fulfilments.register({
      type: 'qrcode',
      onPaid: (manager, order) => this.onPaid(manager, order),
      // Nothing was made for an unpaid plaque order (a pending account stays, with its link).
      onCancelled: async () => undefined,
    });
  }

  async purchase(fields: Record<string, string>, viewer: User | null, ip: string): Promise<QrPurchaseResult> {
    await this.throttle.hit(ORDER_FORM_THROTTLES.plaque, [`ip:${ip}`]);
    const form = checkQrPurchaseForm(fields, viewer);
    const account = form.register ? purchaseAccount(form, form.register) : null;
    if (account) await this.registration.assertFree(account, ACCOUNT_FIELDS);
    else if (!viewer && form.email) await this.checkAnonymousEmail(form);
    return this.registration.inTransaction(account, ACCOUNT_FIELDS, viewer, async (manager, buyer) => {
      const { order, accessKey } = await this.orders.create(manager, {
        type: 'qrcode',
        items: [{ productKey: 'qr-code' }, { productKey: 'shipping' }],
        buyer: {
          name: form.name,
          surname: form.surname,
          email: form.email,
          telephone: form.telephone,
          userId: buyer?.id ?? null,
        },
        shipping: form.shipping,
        payload: {
          register: account !== null,
          cf: form.cf,
          invoiceAddress: form.invoice,
          differentShipping: form.differentShipping,
        },
      });
      return {
        orderid: order.id,
        orderKey: accessKey,
        amountCents: order.amountCents,
        register: !!account,
      };
    });
  }

  /**
   * spec public §8: an e-mail of an account asks for its password (ACCOUNT_EXISTS); an e-mail with an
   * earlier paid purchase and no account offers registering or continuing (PRIOR_PURCHASE, unless the
   * buyer already chose to continue).
   */
  private async checkAnonymousEmail(form: QrPurchaseForm): Promise<void> {
    const email = form.email as string;
    if (await this.accounts.findByEmail(email)) throw QrCodeErrors.accountExists();
    if (form.continueWithoutAccount) return;
    if (await this.orders.hasAnonymousPurchase(email)) throw QrCodeErrors.priorPurchase();
  }

  /** One plaque sold online per paid order (the unique order_id makes a replay a no-op). */
  private async onPaid(manager: EntityManager, order: Order): Promise<void> {
    // A partner's temporary code bought to become permanent (product qrcode-partner).
    const payload = this.orders.payloadOf(order);
    if (isTemporaryUpgrade(payload)) return fulfilTemporaryUpgrade(manager, order, payload);
    const plaques = manager.getRepository(QrCode);
    if (await plaques.existsBy({ orderId: order.id })) return;
    await plaques.insert(
      newPlaqueRow(newPlaqueCodes(), new Date(), {
        sold: 1,
        saleChannel: 'online',
        orderId: order.id,
        buyerUserId: order.userId,
      }),
    );
  }
}
