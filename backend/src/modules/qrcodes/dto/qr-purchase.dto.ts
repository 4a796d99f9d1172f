import { ApiProperty } from '@nestjs/swagger';

/** Answer of POST qrCode (docs/contracts.md "Plaques"). */
export class QrPurchaseDataDto {
  @ApiProperty() orderid: number;
  @ApiProperty({ description: 'Kept by the browser (sessionStorage) and sent as orderKey' }) orderKey: string;
  @ApiProperty({ description: "The server's total in euro cents (qr-code + shipping)" }) amountCents: number;
  @ApiProperty({ description: 'A pending account was created with the order (registration link sent)' })
  register: boolean;
}
