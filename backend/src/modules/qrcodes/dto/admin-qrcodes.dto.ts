import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { AdminPageQueryDto, CursorAfterParam, CursorBeforeParam } from '../../../common/page-query.dto';
import { QrPageQueryDto } from './qr-page-query.dto';

/** Ids travel as text or number, with or without the 000 prefix. */
const idText = ({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value);
const ID_PATTERN = /^\d{1,15}$/;

/** POST /api/admin/deleteQrcode and /api/admin/soldQr (spec panels §7: `{qrcode-id}`). */
export class QrCodeIdDto {
  @ApiProperty({
    name: 'qrcode-id',
    type: String,
    example: '00042',
    description: 'QR code id (000 prefix accepted)',
  })
  @IsDefined()
  @Transform(idText)
  @IsString()
  @Matches(ID_PATTERN)
  'qrcode-id': string;
}

/** POST /api/admin/orderContoVendita (spec panels §7: `{qrcodeid}`). */
export class ContoVenditaDto {
  @ApiProperty({ type: String, example: '00042', description: 'QR code id (000 prefix accepted)' })
  @IsDefined()
  @Transform(idText)
  @IsString()
  @Matches(ID_PATTERN)
  qrcodeid: string;
}

/** GET|POST getActivationTable: the range of Rome days, 'YYYY-MM-DD' or 'dd/MM/yyyy'; default yesterday → today. */
export class ActivationRangeDto {
  @ApiPropertyOptional({ example: '2026-11-22', description: "First day ('YYYY-MM-DD' or 'dd/MM/yyyy')" })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  startdate?: string;

  @ApiPropertyOptional({ example: '2026-11-23', description: 'Last day, included' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  enddate?: string;
}

/** GET /api/admin/qrcodes: the QR administration table (spec panels §2, §9: page sizes 5, 10, 25; default 10). */
export class QrListQueryDto extends QrPageQueryDto {
  @ApiPropertyOptional({
    enum: ['0', '1'],
    description: "'1': temporary codes only ('Temporanei'); '0': permanent only; absent: all",
  })
  @IsOptional()
  @IsIn(['0', '1'])
  temporary?: '0' | '1';

  @CursorAfterParam()
  after?: number;

  @CursorBeforeParam()
  before?: number;
}

/** GET /api/admin/qrcodes/online: plaques sold online (admin dashboard tables: 5, 10, 25, 100; default 5). */
export class OnlineSalesQueryDto extends AdminPageQueryDto {}
