import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { AdminPageQueryDto, PageLimitParam } from '../../../common/page-query.dto';
import {
  CF_LENGTH,
  PARTNER_MAX_IMAGES,
  PARTNER_MAX_VIDEO_BYTES,
  PHONE_MIN,
} from '../../../common/spec-limits';

/** Ids travel as text or number, with or without the 000 prefix. */
const idText = ({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value);

/** POST acceptPartner, denyPartner, downgradePartner (spec panels §7: `{partnerid}`). */
export class PartnerIdDto {
  @ApiProperty({ type: String, example: '12', description: 'Partner id' })
  @IsDefined()
  @Transform(idText)
  @IsString()
  @Matches(/^\d{1,12}$/)
  partnerid: string;
}

/** GET /api/admin/partners (admin tables: 5, 10, 25, 100 rows, default 5; newest first). */
export class AdminPartnerListQueryDto extends AdminPageQueryDto {
  @ApiPropertyOptional({ enum: ['requests', 'partners'], default: 'requests' })
  @IsOptional()
  @IsIn(['requests', 'partners'])
  list?: 'requests' | 'partners';
}

/**
 * GET /api/admin/partnerOptions: the funeral homes a record can be assigned to (spec panels §2 "Selector to
 * assign the deceased to a partner"), searched by name on the server, or one by id.
 */
export class AdminPartnerOptionsQueryDto {
  @ApiPropertyOptional({ maxLength: 100, description: 'Part of the name, any case' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  name?: string;

  @ApiPropertyOptional({ type: String, example: '12', description: 'One partner (the value already chosen)' })
  @IsOptional()
  @Transform(idText)
  @IsString()
  @Matches(/^\d{1,12}$/)
  id?: string;

  @PageLimitParam(20)
  maxResults?: number;
}

export class AdminPartnerOptionDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
}

export class AdminPartnerOptionsDto {
  @ApiProperty({ type: [AdminPartnerOptionDto], description: 'By name, at most maxResults' })
  items: AdminPartnerOptionDto[];
  @ApiProperty({ description: 'How many match in all' }) total: number;
}

export class AdminPartnerDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
  @ApiProperty({ enum: ['partner', 'gestorelampade'] }) type: string;
  @ApiProperty({ type: String, nullable: true }) username: string | null;
  @ApiProperty({ enum: ['pending', 'active', 'denied', 'disabled'] }) status: string;
  @ApiProperty({ description: '1 when accepted and not disabled' }) active: number;
  @ApiProperty({ type: String, nullable: true }) VAT: string | null;
  @ApiProperty({ type: String, nullable: true }) SDI: string | null;
  @ApiProperty({ type: String, nullable: true }) CF: string | null;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: String, nullable: true }) telephone: string | null;
  @ApiProperty({ type: String, nullable: true }) mobile: string | null;
  @ApiProperty({ type: String, nullable: true }) website: string | null;
  @ApiProperty({ type: String, nullable: true }) address: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Logo URL' }) logo: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'ISO time of the request' })
  requestedAt: string | null;
}

export class AdminPartnerListDto {
  @ApiProperty({ type: [AdminPartnerDto] }) items: AdminPartnerDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() maxResults: number;
}

/** Multipart fields of POST /api/partners/sendform/partner (documentation of the form). */
export class PartnerRequestFormDto {
  @ApiProperty({ description: 'Company name' }) name: string;
  @ApiProperty({ enum: ['partner', 'gestorelampade'] }) type: string;
  @ApiProperty({ description: 'Derived from the company name: lower case letters and digits, 6+' })
  username: string;
  @ApiProperty({ description: 'Partita IVA' }) pi: string;
  @ApiProperty({ description: 'Codice SDI' }) sdi: string;
  @ApiPropertyOptional({ description: `${CF_LENGTH} characters for Italians` }) cf?: string;
  @ApiPropertyOptional() email?: string;
  @ApiPropertyOptional({ description: `'+39-3331234567' (${PHONE_MIN}+ digits)` }) phone?: string;
  @ApiPropertyOptional() altPhone?: string;
  @ApiPropertyOptional() website?: string;
  @ApiPropertyOptional() description?: string;
  @ApiPropertyOptional({ description: 'Countries id, default 105 (Italy)' }) nationality?: string;
  @ApiPropertyOptional() region?: string;
  @ApiPropertyOptional() province?: string;
  @ApiPropertyOptional() location?: string;
  @ApiPropertyOptional() cap?: string;
  @ApiPropertyOptional() route?: string;
  @ApiPropertyOptional() civic?: string;
  @ApiPropertyOptional({ description: 'Foreign address' }) complete_address?: string;
  @ApiProperty({ description: "'true' when the terms are accepted" }) terms: string;
  @ApiProperty({ description: 'ALTCHA solution payload from GET /api/content/captcha' }) altcha: string;
  @ApiPropertyOptional({ type: 'string', format: 'binary' }) logo?: unknown;
  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description: `Up to ${PARTNER_MAX_IMAGES}`,
  })
  images?: unknown[];
  @ApiPropertyOptional({
    type: 'string',
    format: 'binary',
    description: `One video up to ${PARTNER_MAX_VIDEO_BYTES / 1_000_000}MB`,
  })
  video?: unknown;
}
