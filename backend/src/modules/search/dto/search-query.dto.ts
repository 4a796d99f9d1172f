import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

export const SEARCH_ORDERS = [
  'insertAndType',
  'funeralDateValue',
  'dateOfDeathValue',
  'insertTime',
  'name',
  'surname',
] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];

/** Longest accepted search text; longer is refused with 'Testo di ricerca troppo lungo'. */
export const SEARCH_TEXT_MAX = 100;

/** GET /api/search query (docs/contracts.md "Search"; spec panels §9 order, filter values). */
export class SearchQueryDto {
  @ApiPropertyOptional({
    description: 'Words of the name or surname; accents and case are ignored',
    maxLength: SEARCH_TEXT_MAX,
  })
  @IsOptional()
  @IsString()
  // Length is checked by the service, which answers the specific message.
  text?: string;

  @ApiPropertyOptional({ minimum: 1, default: 1, description: 'One-based page' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10_000)
  page?: number;

  @ApiPropertyOptional({
    minimum: 1,
    default: 12,
    description: 'Page size; values above 50 are capped to 50',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  maxResults?: number;

  @ApiPropertyOptional({ description: 'Graveyard region id' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  region?: number;

  @ApiPropertyOptional({ description: 'Graveyard province id' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  province?: number;

  @ApiPropertyOptional({ description: 'Graveyard comune id' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  location?: number;

  @ApiPropertyOptional({ pattern: '^\\d{5}$' })
  @IsOptional()
  @Matches(/^\d{5}$/)
  cap?: string;

  @ApiPropertyOptional({ enum: [-1, 1, 2], description: '-1 all, 1 obituaries, 2 tombstones' })
  @IsOptional()
  @Type(() => Number)
  @IsIn([-1, 1, 2])
  filter?: number;

  @ApiPropertyOptional({ enum: SEARCH_ORDERS, default: 'insertAndType' })
  @IsOptional()
  @IsIn(SEARCH_ORDERS)
  order?: SearchOrder;

  @ApiPropertyOptional({
    enum: ['asc', 'desc', 'disc'],
    default: 'desc',
    description: "Direction; the spec's 'disc' means desc",
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === 'disc' ? 'desc' : value))
  @IsIn(['asc', 'desc'])
  orderDir?: 'asc' | 'desc';

  @ApiPropertyOptional({ description: 'Opaque keyset cursor of the previous page (data.cursor)' })
  @IsOptional()
  @IsString()
  @MaxLength(600)
  after?: string;

  @ApiPropertyOptional({ description: 'Client search id, echoed back' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  searchid?: string;
}
