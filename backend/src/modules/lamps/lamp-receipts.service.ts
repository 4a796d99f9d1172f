import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { parseId } from '../../common/ids';
import { RenderPool } from '../../common/render-pool/render-pool';
import { AccountsService } from '../accounts/accounts.service';
import type { User } from '../accounts/user.entity';
import { sameToken, sha256Hex } from '../auth/crypto-tokens';
import { DeceasedService } from '../deceased/deceased.service';
import { InvoicesService } from '../invoices/invoices.service';
import { PartnersService } from '../partners/partners.service';
import { LampPayment } from './lamp-payment.entity';
import { LampSubscriber } from './lamp-subscriber.entity';
import { Lamp } from './lamp.entity';
import { LampErrors } from './lamps.errors';

/**
 * A recorded lamp payment's documents (spec panels §3, §4): the receipt PDF for the lamp's manager or
 * through the subscriber's secret link, and the readable copy of the payment's invoice through that link.
 */
@Injectable()
export class LampReceiptsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly deceased: DeceasedService,
    private readonly partners: PartnersService,
    private readonly accounts: AccountsService,
    private readonly renderPool: RenderPool,
    private readonly invoices: InvoicesService,
  ) {}

  /** The receipt PDF for the lamp's manager. */
  async receiptForManager(user: User, rawPaymentId: string): Promise<{ pdf: Buffer; protocol: string }> {
    const payment = await this.dataSource
      .getRepository(LampPayment)
      .findOne({ where: { id: parseId(rawPaymentId) }, relations: { lamp: true } });
    if (!payment?.lamp) throw LampErrors.paymentNotFound();
    if (payment.lamp.managerUserId !== user.id) throw LampErrors.notYourLamps();
    return { pdf: await this.renderReceipt(payment), protocol: payment.protocol ?? String(payment.id) };
  }

  /** The receipt PDF through the subscriber's secret link; a wrong token answers as unknown. */
  async receiptByToken(
    rawPaymentId: string,
    token: string | undefined,
  ): Promise<{ pdf: Buffer; protocol: string }> {
    const payment = await this.paymentByToken(rawPaymentId, token);
    return { pdf: await this.renderReceipt(payment), protocol: payment.protocol ?? String(payment.id) };
  }

  /**
   * The readable PDF copy of the payment's invoice through the receipt's secret link; a wrong token
   * answers as unknown, a blocked invoice as not issued (409).
   */
  async invoiceCopyByToken(
    rawPaymentId: string,
    token: string | undefined,
  ): Promise<{ pdf: Buffer; protocol: string }> {
    const payment = await this.paymentByToken(rawPaymentId, token);
    const [invoice] = await this.invoices.ofSource(this.dataSource.manager, 'lamp_payment', payment.id);
    if (!invoice) throw LampErrors.paymentNotFound();
    return {
      pdf: await this.invoices.pdfCopy(invoice.id),
      protocol: invoice.printedNumber ?? String(invoice.id),
    };
  }

  private async paymentByToken(rawPaymentId: string, token: string | undefined): Promise<LampPayment> {
    const payment = await this.dataSource.getRepository(LampPayment).findOneBy({ id: parseId(rawPaymentId) });
    if (!payment || !token || token.length > 100 || !sameToken(sha256Hex(token), payment.receiptTokenHash))
      throw LampErrors.paymentNotFound();
    return payment;
  }

  private async renderReceipt(payment: LampPayment): Promise<Buffer> {
    const manager = this.dataSource.manager;
    const lamp = await manager.getRepository(Lamp).findOneByOrFail({ id: payment.lampId });
    const subscriber = payment.subscriberId
      ? await manager.getRepository(LampSubscriber).findOneBy({ id: payment.subscriberId })
      : null;
    const deceased = await this.deceased.findById(lamp.deceasedId);
    const company = await this.partners.findByUser(lamp.managerUserId);
    const owner = company ? null : await this.accounts.findById(lamp.managerUserId);
    return this.renderPool.run('lamp.receipt', {
      protocol: payment.protocol ?? String(payment.id),
      paidOn: payment.paidOn,
      paidUntil: payment.paidUntil,
      type: payment.type,
      amountCents: payment.amountCents,
      serial: lamp.serial,
      deceasedName: deceased ? `${deceased.name} ${deceased.surname}`.trim() : '',
      subscriber: {
        name: subscriber ? `${subscriber.name} ${subscriber.surname}` : '—',
        fiscalCode: subscriber?.fiscalCode ?? '—',
        address: subscriber?.address ?? '—',
        email: subscriber?.email ?? '—',
      },
      managerCompany: company?.name ?? (owner ? `${owner.name} ${owner.surname}` : 'Ricordo'),
    });
  }
}
