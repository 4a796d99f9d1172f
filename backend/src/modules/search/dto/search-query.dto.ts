import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, MaxLength } from 'class-validator';

/** GET /api/search query (docs/contracts.md "Deceased and search"; spec panels §9 filter values). */
export class SearchQueryDto {
  @ApiPropertyOptional({
    description: 'Words of the name or surname; accents and case are ignored',
    maxLength: 100,
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
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
}
