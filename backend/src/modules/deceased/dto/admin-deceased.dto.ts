import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

/** Ids travel as text or number, with or without the 000 prefix. */
const idText = ({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value);
const flagText = ({ value }: { value: unknown }) =>
  typeof value === 'number' || typeof value === 'boolean' ? String(Number(value)) : value;
const ID_PATTERN = /^\d{1,15}$/;

/** spec panels §9: admin dashboard tables 5, 10, 25, 100 rows (default 5). */
export const ADMIN_PAGE_SIZES = [5, 10, 25, 100] as const;

/** GET /api/admin/deceased: the #pages and #deceased tables, newest first (spec panels §2, §9). */
export class AdminDeceasedQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1, description: 'One-based page' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100_000)
  page?: number;

  @ApiPropertyOptional({ enum: ADMIN_PAGE_SIZES, default: 5 })
  @IsOptional()
  @Type(() => Number)
  @IsIn(ADMIN_PAGE_SIZES)
  maxResults?: number;

  @ApiPropertyOptional({
    maxLength: 100,
    description: 'Name filter: every word must start a word of the name or the surname',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  name?: string;

  @ApiPropertyOptional({
    enum: ['0', '1'],
    description: '1 digital tombstones only (#pages), 0 obituaries only; all when absent (#deceased)',
  })
  @IsOptional()
  @IsIn(['0', '1'])
  showPage?: '0' | '1';
}

/** POST deceasedDelete (spec panels §7 `{deceasedID}`). */
export class DeceasedIdDto {
  @ApiProperty({ type: String, example: '0001000', description: 'Deceased id (000 prefix accepted)' })
  @IsDefined()
  @Transform(idText)
  @IsString()
  @Matches(ID_PATTERN)
  deceasedID: string;
}

/**
 * POST updateDeceased (spec panels §4 "enabled/disabled toggle", §7 `{deceasedID}`). Without `enabled` the
 * state flips as the spec's toggle does; with it the state is set, so a repeated click changes nothing twice.
 */
export class UpdateDeceasedDto extends DeceasedIdDto {
  @ApiPropertyOptional({
    enum: ['0', '1'],
    description: 'The state wanted; flips the current one when absent',
  })
  @IsOptional()
  @Transform(flagText)
  @IsIn(['0', '1'])
  enabled?: '0' | '1';
}

/** POST updateConto (spec panels §4 "sale-account toggle", §7 `{deceasedID}`). */
export class UpdateContoDto extends DeceasedIdDto {
  @ApiPropertyOptional({
    enum: ['0', '1'],
    description: '1 sale on account (not completed), 0 paid; flips the current one when absent',
  })
  @IsOptional()
  @Transform(flagText)
  @IsIn(['0', '1'])
  contoVendita?: '0' | '1';
}
