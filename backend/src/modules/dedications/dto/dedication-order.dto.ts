import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';

/** Answer of POST sendform/dedic (docs/contracts.md "Dedications"). */
export class DedicationOrderDataDto {
  @ApiProperty({ type: Number, nullable: true, description: 'null when activated without payment' })
  orderid: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Kept by the browser (sessionStorage) and sent as orderKey with every order call',
  })
  orderKey: string | null;
  @ApiProperty({ description: "The server's price in euro cents" }) amountCents: number;
  @ApiProperty({ description: 'True when the price is 0: no payment, the dedication is pending at once' })
  autoAttivata: boolean;
  @ApiProperty() deceasedID: number;
}

/** Body of evaluatededic (the e-mailed link) and evaluate (signed-in owner). */
export class EvaluateDedicationDto {
  @ApiPropertyOptional({ enum: ['active', 'deny'] }) @IsOptional() isAccepted?: unknown;
  @ApiPropertyOptional({ description: 'Dedication id (with or without 000)' }) @IsOptional() dedic?: unknown;
  @ApiPropertyOptional({ description: 'One-shot token of the link (evaluatededic only)' })
  @IsOptional()
  token?: unknown;
}

export class EvaluateDedicationDataDto {
  @ApiProperty({ enum: ['success'] }) response: 'success';
  @ApiProperty({ enum: ['accepted', 'refused'] }) status: 'accepted' | 'refused';
  @ApiProperty() deceasedID: number;
}
