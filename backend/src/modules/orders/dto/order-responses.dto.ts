import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ORDER_TYPES, type OrderType } from '../entities/order.entity';

export class CheckoutConfigDto {
  @ApiProperty({ enum: ['paypal', 'test'] }) checkout: 'paypal' | 'test';
  @ApiProperty({ type: String, nullable: true, description: 'PayPal JS SDK client id (null in test)' })
  clientId: string | null;
  @ApiProperty({ enum: ['EUR'] }) currency: 'EUR';
}

export class PayPalCreateDataDto {
  @ApiProperty() paypalOrderId: string;
}

export class PaymentResultDto {
  @ApiProperty({ enum: ['paid'] }) status: 'paid';
  @ApiProperty({ enum: ORDER_TYPES }) type: OrderType;
  @ApiProperty() orderid: number;
  @ApiPropertyOptional({ description: 'The deceased of a memorial or dedication order' })
  deceasedID?: number;
  @ApiPropertyOptional({ description: 'A plaque purchase that registered an account' })
  register?: boolean;
}

export class CancelResultDto {
  @ApiProperty({ enum: ['cancelled', 'failed'] }) status: 'cancelled' | 'failed';
}

export class OrderStatusDto {
  @ApiProperty({
    enum: ['created', 'awaiting_payment', 'paid', 'cancelled', 'failed', 'refunded', 'on_account'],
  })
  status: string;
  @ApiProperty({ enum: ORDER_TYPES }) type: OrderType;
  @ApiProperty() amountCents: number;
}
