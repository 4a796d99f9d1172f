import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString, Matches, MaxLength } from 'class-validator';

/** Our order and the key only its buyer's browser holds. `orderid` may carry the `000` prefix. */
export class OrderAccessDto {
  @ApiProperty({
    oneOf: [{ type: 'integer' }, { type: 'string' }],
    description: 'Order id (000 prefix accepted)',
  })
  // A number or a string: checked by parseId in the controller (400 INVALID_ID).
  @IsDefined()
  orderid: string | number;

  @ApiProperty({ description: 'The orderKey answered when the order was created' })
  @IsString()
  @MaxLength(128)
  orderKey: string;
}

export class PayPalUpdateDto extends OrderAccessDto {
  @ApiProperty({ description: "PayPal's order id (from paypalCreate, approved by the buyer)" })
  @IsString()
  @Matches(/^[A-Za-z0-9-]{1,64}$/)
  paypalOrderId: string;
}
