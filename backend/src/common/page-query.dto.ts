import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
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

/**
 * `after` of a list paged by id (common/cursor-page.ts): the rows with an id below this one, newest first (the
 * next page, after the last row shown); it takes precedence over `page`.
 */
export function CursorAfterParam(min = 0) {
  return applyDecorators(
    ApiPropertyOptional({
      minimum: min,
      description:
        'Cursor: the rows with an id below this one, newest first (the next page). Takes precedence over page',
    }),
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(min),
  );
}

/** `before` of a list paged by id: the rows with an id just above this one, still newest first; 0 = the last page. */
export function CursorBeforeParam() {
  return applyDecorators(
    ApiPropertyOptional({
      minimum: 0,
      description:
        'Cursor: the rows with an id just above this one, still newest first (the previous page); 0 is the last page',
    }),
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(0),
  );
}

/** Paging of the admin dashboard tables: one-based page, 5/10/25/100 rows, default 5. */
export class AdminPageQueryDto {
  @PageParam()
  page?: number;

  @PageSizeParam(ADMIN_PAGE_SIZES, 5)
  maxResults?: number;
}

/** `nextAfter` of a page of a list paged by id (CursorPage): the `after` that opens the next, older page. */
export const NextAfterProperty = () =>
  ApiProperty({
    type: Number,
    nullable: true,
    description: 'The `after` of the next (older) page, null on the last',
  });

/** `previousBefore` of a page of a list paged by id (CursorPage): the `before` that opens the newer page. */
export const PreviousBeforeProperty = () =>
  ApiProperty({
    type: Number,
    nullable: true,
    description: 'The `before` of the previous (newer) page, null on the first',
  });
