import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { QrPageQueryDto } from './qr-page-query.dto';

/** A temporary code just made (GET /api/qrcodes/qrcodeRequest/1). */
export class TemporaryQrcodeDto {
  @ApiProperty() ID: number;
  @ApiProperty() code: string;
  @ApiProperty({ description: 'What the family types with the code on /activate-qrCode' })
  verification_code: string;
  @ApiProperty({ description: 'What the plaque’s QR opens' }) url: string;
  @ApiProperty({ description: 'What the plaque’s condolence QR opens' }) url_condoglianze: string;
  @ApiProperty({ description: 'End of the 30 days, unix seconds' }) expiresAt: number;
}

export class QrcodeRequestDataDto {
  @ApiProperty({
    type: [String],
    description: 'The new codes (the #qrcode table’s code filter takes them from history state deceasedIds)',
  })
  deceasedIDs: string[];
  @ApiProperty({ type: [TemporaryQrcodeDto] }) qrcodes: TemporaryQrcodeDto[];
}

/** GET /api/qrcodes/partner: the partner's #qrcode table (spec panels §2, §9: page sizes 5, 10, 25). */
export class PartnerQrcodesQueryDto extends QrPageQueryDto {
  @ApiPropertyOptional({ description: 'Start of the code (case and spaces ignored)', maxLength: 32 })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  code?: string;

  @ApiPropertyOptional({ description: 'Words of the name and surname of the deceased', maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  deceasedName?: string;
}

export class PartnerQrDeceasedDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
}

/** A row of the partner's #qrcode table (spec panels §2: tombstone QR, code, condolence-book QR, type). */
export class PartnerQrcodeRowDto {
  @ApiProperty() ID: number;
  @ApiProperty() code: string;
  @ApiProperty() verification_code: string;
  @ApiProperty({ enum: [0, 1], description: '1 temporary (30 days), 0 permanent' }) temporary: number;
  @ApiProperty({
    enum: ['available', 'pending', 'active', 'expired'],
    description:
      'available: not activated yet; pending: activation waits for the owner; expired: 30 days over',
  })
  state: 'available' | 'pending' | 'active' | 'expired';
  @ApiProperty({ type: Number, nullable: true, description: 'Temporary: end of the 30 days, unix seconds' })
  expiresAt: number | null;
  @ApiProperty({ description: "The tombstone QR as PNG ('Visualizza qr-code')" }) image: string;
  @ApiProperty({ description: 'The condolence-book QR as PNG' }) bookImage: string;
  @ApiProperty() url: string;
  @ApiProperty() url_condoglianze: string;
  @ApiProperty({
    type: PartnerQrDeceasedDto,
    nullable: true,
    description: 'The page the code opens, once activated',
  })
  deceased: PartnerQrDeceasedDto | null;
  @ApiProperty({ description: 'Unix seconds' }) createdAt: number;
}

export class PartnerQrcodesDto {
  @ApiProperty({ type: [PartnerQrcodeRowDto] }) rows: PartnerQrcodeRowDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() maxResults: number;
}

/** POST /api/qrcodes/partner/buy: make a temporary code permanent by buying it (product qrcode-partner). */
export class BuyTemporaryQrcodeDto {
  @ApiProperty({ description: 'The temporary code', maxLength: 32 })
  @IsString()
  @MaxLength(32)
  code: string;
}

export class BuyTemporaryQrcodeDataDto {
  @ApiProperty() orderid: number;
  @ApiProperty({
    description: 'Kept by the browser (sessionStorage) and sent as orderKey with every order call',
  })
  orderKey: string;
  @ApiProperty() amountCents: number;
  @ApiProperty() code: string;
}
