import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { AdminPageQueryDto } from '../../../common/page-query.dto';

const idText = ({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value);
const ID_PATTERN = /^\d{1,15}$/;

/**
 * The filters of the panel's deceased and notice tables (spec panels §2: the name filter pre-filled from
 * deceasedName, the code filter from deceasedIds), with the admin tables' paging: 5/10/25/100, default 5.
 */
export class PanelListQueryDto extends AdminPageQueryDto {
  @ApiPropertyOptional({
    maxLength: 100,
    description: 'Name filter: every word must start a word of the name or the surname',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  name?: string;

  @ApiPropertyOptional({
    maxLength: 20,
    description:
      "Code filter: digits are a deceased id (000 prefix accepted); otherwise the start of a plaque's code",
  })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  code?: string;
}

/** GET api/admin/obituaries: #necrologi, every partner's notices (or one partner's). */
export class AdminObituariesQueryDto extends PanelListQueryDto {
  @ApiPropertyOptional({ description: 'Only this partner (id, 000 prefix accepted)' })
  @IsOptional()
  @Transform(idText)
  @IsString()
  @Matches(ID_PATTERN)
  partnerId?: string;
}

export class PanelPartnerRefDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
}

/** The place of the grave (spec panels §2 "cemetery data"). */
export class PanelGraveyardDto {
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty({ type: String, nullable: true }) region: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Province code' }) province: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Comune' }) location: string | null;
  @ApiProperty({ type: String, nullable: true }) cap: string | null;
}

/** The notice's QR (spec panels §2 "notice QR"): the page it leads to and the card that prints it. */
export class PanelNoticeQrDto {
  @ApiProperty({ example: '/memorial?0001000', description: 'The notice page the QR encodes' }) link: string;
  @ApiProperty({
    example: '/api/obituaryCard/create/1000?format=jpg',
    description: "'Manifesto + Cartoncino Qr' (the card with the QR)",
  })
  card: string;
}

/** One notice (necrologio) of #pages (partner) and #necrologi (admin). */
export class ObituaryRowDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty({ enum: ['M', 'F'] }) gender: string;
  @ApiProperty({ type: String, nullable: true }) dateOfBirth: string | null;
  @ApiProperty({ type: String, nullable: true }) dateOfDeath: string | null;
  @ApiProperty({ type: Number, nullable: true }) age: number | null;
  @ApiProperty({ type: String, nullable: true, description: "'YYYY-MM-DD', null = none" })
  funeralDate: string | null;
  @ApiProperty({ type: PanelGraveyardDto }) graveyard: PanelGraveyardDto;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'URL under /media/ of the manifesto shown: the uploaded custom one while set, else the generated',
  })
  manifestImage: string | null;
  @ApiProperty({ description: 'The manifesto shown is an uploaded custom one' }) manifestCustom: boolean;
  @ApiProperty({ description: 'Publication date, unix seconds' }) publicationDate: number;
  @ApiProperty({ enum: [0, 1] }) enabled: number;
  @ApiProperty({ enum: [0, 1], description: '0 notice only, 1 also the tombstone page' }) showPage: number;
  @ApiProperty({ enum: [0, 1], description: '1 sale on account, not completed (spec panels §3)' })
  contoVendita: number;
  @ApiProperty({ type: Number, nullable: true, description: 'pageID: the tombstone record of this notice' })
  pageID: number | null;
  @ApiProperty({ type: PanelNoticeQrDto }) noticeQr: PanelNoticeQrDto;
  @ApiProperty({ description: 'Published condolences' }) condolences: number;
  @ApiProperty({ type: PanelPartnerRefDto, nullable: true }) partner: PanelPartnerRefDto | null;
}

export class ObituaryListDto {
  @ApiProperty({ type: [ObituaryRowDto] }) obituaries: ObituaryRowDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() maxResults: number;
}
