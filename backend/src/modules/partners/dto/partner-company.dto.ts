import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { toInteger } from '../../accounts/dto/form-values';
import { CF_LENGTH } from '../../../common/spec-limits';

/** The page address's parts as the address picker holds them (ids of the location tables). */
export class PartnerCompanyAddressDto {
  @ApiProperty({ type: Number, nullable: true }) region: number | null;
  @ApiProperty({ type: Number, nullable: true }) province: number | null;
  @ApiProperty({ type: Number, nullable: true }) location: number | null;
  @ApiProperty({ type: String, nullable: true }) cap: string | null;
  @ApiProperty({ type: String, nullable: true }) route: string | null;
  @ApiProperty({ type: String, nullable: true }) civic: string | null;
}

/** GET api/partners/ownCompany: the company data of the signed-in partner. */
export class PartnerCompanyDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true, description: 'Partita IVA' }) vat: string | null;
  @ApiProperty({ type: String, nullable: true }) sdi: string | null;
  @ApiProperty({ type: String, nullable: true }) cf: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The line the public page shows, e.g. 'Via Roma 12, 20121 Milano (MI)'",
  })
  addressLine: string | null;
  @ApiProperty({
    type: PartnerCompanyAddressDto,
    nullable: true,
    description: 'The parts of the address; null on a page saved before them (only addressLine then)',
  })
  address: PartnerCompanyAddressDto | null;
}

/**
 * POST api/partners/companyEdit: the fields sent change, the others keep their value (common/kept-fields).
 * Field names as the /partner request's (pi for the Partita IVA); the address parts go together.
 */
export class PartnerCompanyEditDto {
  @ApiPropertyOptional({ maxLength: 200 }) @IsOptional() @IsString() @MaxLength(200) name?: string;
  @ApiPropertyOptional({ maxLength: 30, description: 'Partita IVA' })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  pi?: string;
  @ApiPropertyOptional({ maxLength: 100, description: 'Codice destinatario SDI (or PEC)' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  sdi?: string;
  @ApiPropertyOptional({ maxLength: 20, description: `Codice fiscale: ${CF_LENGTH} characters, or empty` })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  cf?: string;
  @ApiPropertyOptional({ description: 'Region id' })
  @IsOptional()
  @Transform(toInteger)
  @IsInt()
  region?: number;
  @ApiPropertyOptional({ description: 'Province id' })
  @IsOptional()
  @Transform(toInteger)
  @IsInt()
  province?: number;
  @ApiPropertyOptional({ description: 'Comune id' })
  @IsOptional()
  @Transform(toInteger)
  @IsInt()
  location?: number;
  @ApiPropertyOptional({ maxLength: 5, description: "One of the comune's CAPs" })
  @IsOptional()
  @IsString()
  @MaxLength(5)
  cap?: string;
  @ApiPropertyOptional({ maxLength: 200, description: 'Street' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  route?: string;
  @ApiPropertyOptional({ maxLength: 20, description: 'Street number' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  civic?: string;
}

/** A row of the partner panel's partners table (spec panels §2 "Tables: ... partners"): its own company. */
export class PartnerPanelRowDto extends PartnerCompanyDto {
  @ApiProperty({ enum: ['partner', 'gestorelampade'] }) type: string;
  @ApiProperty({ enum: ['pending', 'active', 'denied', 'disabled'] }) status: string;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: String, nullable: true }) telephone: string | null;
  @ApiProperty({ type: String, nullable: true }) mobile: string | null;
  @ApiProperty({ type: String, nullable: true }) website: string | null;
}

export class PartnerPanelPartnersDto {
  @ApiProperty({ type: [PartnerPanelRowDto] }) partners: PartnerPanelRowDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() maxResults: number;
}
