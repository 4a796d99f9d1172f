import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

/** spec panels §9: admin dashboard tables 5, 10, 25, 100 rows (default 5). */
export const ADMIN_PAGE_SIZES = [5, 10, 25, 100] as const;

/** `page` of a list query: one-based, optional (the services default it to 1). */
export function PageParam() {
  return applyDecorators(
    ApiPropertyOptional({ minimum: 1, default: 1, description: 'One-based page' }),
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(1),
    Max(100_000),
  );
}

/** `maxResults` of a table with fixed page sizes; `fallback` is only documented, the services apply it. */
export function PageSizeParam(sizes: readonly number[], fallback: number) {
  return applyDecorators(
    ApiPropertyOptional({ enum: [...sizes], default: fallback }),
    IsOptional(),
    Type(() => Number),
    IsIn(sizes),
  );
}

/** `maxResults` of a list without fixed page sizes: any 1–100 rows; `fallback` is only documented. */
export function PageLimitParam(fallback: number) {
  return applyDecorators(
    ApiPropertyOptional({ minimum: 1, maximum: 100, default: fallback }),
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(1),
    Max(100),
  );
}

/** Paging of the admin dashboard tables: one-based page, 5/10/25/100 rows, default 5. */
export class AdminPageQueryDto {
  @PageParam()
  page?: number;

  @PageSizeParam(ADMIN_PAGE_SIZES, 5)
  maxResults?: number;
}
