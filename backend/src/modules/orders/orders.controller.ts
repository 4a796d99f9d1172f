import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { parseId } from '../../common/ids';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { RequestThrottleService } from '../auth/request-throttle.service';
import type { Order, OrderType } from './entities/order.entity';
import {
  CancelResultDto,
  CheckoutConfigDto,
  OrderStatusDto,
  PayPalCreateDataDto,
  PaymentResultDto,
} from './dto/order-responses.dto';
import { OrderAccessDto, PayPalUpdateDto } from './dto/order-requests.dto';
import { OrdersService } from './orders.service';
import { PaymentsService } from './payments.service';

/**
 * Creating and confirming payments per address: two calls per order, room for the order forms' own
 * limits (20 dedications and 10 plaques per 10 minutes) and retries, not for probing order keys.
 */
export const PAYMENT_THROTTLE = { bucket: 'orders-payment', limit: 60, windowMs: 10 * 60_000 };

/** The buyer's order calls (docs/contracts.md "Orders"); the webhook is PayPalWebhookMiddleware. */
@ApiTags('orders')
@Controller('api/orders')
export class OrdersController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrdersService,
    private readonly payments: PaymentsService,
    private readonly throttle: RequestThrottleService,
  ) {}

  @Get('config')
  @ApiOperation({
    operationId: 'ordersConfig',
    summary: "Checkout kind: PayPal's buttons or the test checkout",
  })
  @ApiEnvelope(CheckoutConfigDto)
  getConfig() {
    const { checkout, clientId } = this.config.payments;
    return ok({ checkout, clientId: checkout === 'paypal' ? clientId : null, currency: 'EUR' as const });
  }

  @Post('paypalCreate')
  @HttpCode(200)
  @ApiOperation({ operationId: 'paypalCreate', summary: 'Create (or return) the PayPal order of our order' })
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(PayPalCreateDataDto)
  @ApiFailures(400, 403, 404, 409, 429, 502)
  async paypalCreate(@Body() body: OrderAccessDto, @Req() req: Request) {
    await this.throttle.hit(PAYMENT_THROTTLE, [req.ip ?? 'unknown']);
    const order = await this.orders.findForBuyer(parseId(String(body.orderid)), body.orderKey);
    return ok({ paypalOrderId: await this.payments.createPayPalOrder(order) });
  }

  @Post('paypalUpdate')
  @HttpCode(200)
  @ApiOperation({ operationId: 'paypalUpdate', summary: 'Capture and check the approved payment' })
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(PaymentResultDto)
  @ApiFailures(400, 402, 403, 404, 429, 502)
  async paypalUpdate(@Body() body: PayPalUpdateDto, @Req() req: Request) {
    await this.throttle.hit(PAYMENT_THROTTLE, [req.ip ?? 'unknown']);
    const order = await this.orders.findForBuyer(parseId(String(body.orderid)), body.orderKey);
    const paid = await this.payments.confirm(order, body.paypalOrderId, 'buyer');
    return ok(this.paymentResult(paid));
  }

  @Post('cancelQR')
  @HttpCode(200)
  @ApiOperation({ operationId: 'cancelQR', summary: 'Cancel an unpaid plaque order' })
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(CancelResultDto)
  @ApiFailures(400, 403, 404, 409)
  cancelQR(@Body() body: OrderAccessDto) {
    return this.cancel('qrcode', body);
  }

  @Post('cancelDedic')
  @HttpCode(200)
  @ApiOperation({ operationId: 'cancelDedic', summary: 'Cancel an unpaid dedication order' })
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(CancelResultDto)
  @ApiFailures(400, 403, 404, 409)
  cancelDedic(@Body() body: OrderAccessDto) {
    return this.cancel('dedic', body);
  }

  @Post('cancelMemorial')
  @HttpCode(200)
  @ApiOperation({ operationId: 'cancelMemorial', summary: 'Cancel an unpaid memorial service order' })
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(CancelResultDto)
  @ApiFailures(400, 403, 404, 409)
  cancelMemorial(@Body() body: OrderAccessDto) {
    return this.cancel('memorial', body);
  }

  @Post('cancelLamp')
  @HttpCode(200)
  @ApiOperation({ operationId: 'cancelLamp', summary: 'Cancel an unpaid lamp renewal order' })
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(CancelResultDto)
  @ApiFailures(400, 403, 404, 409)
  cancelLamp(@Body() body: OrderAccessDto) {
    return this.cancel('lamp', body);
  }

  @Get('status/:orderid')
  @ApiOperation({ operationId: 'orderStatus', summary: "An order's status, for its buyer" })
  @ApiQuery({ name: 'orderKey', required: true })
  @ApiEnvelope(OrderStatusDto)
  @ApiFailures(400, 404)
  async status(@Param('orderid') orderid: string, @Query('orderKey') orderKey: unknown) {
    const order = await this.orders.findForBuyer(parseId(orderid), orderKey);
    return ok({ status: order.status, type: order.type, amountCents: order.amountCents });
  }

  private async cancel(type: OrderType, body: OrderAccessDto) {
    const order = await this.orders.findForBuyer(parseId(String(body.orderid)), body.orderKey, type);
    return ok({ status: await this.payments.cancel(order, 'buyer') });
  }

  /** The success answer; deceasedID and register come from the owning module's payload when it has them. */
  private paymentResult(order: Order): PaymentResultDto {
    const payload = this.orders.payloadOf(order);
    const result: PaymentResultDto = { status: 'paid', type: order.type, orderid: order.id };
    const deceased = payload.deceasedID ?? payload.deceasedId;
    if (typeof deceased === 'number') result.deceasedID = deceased;
    if (typeof payload.register === 'boolean') result.register = payload.register;
    return result;
  }
}
