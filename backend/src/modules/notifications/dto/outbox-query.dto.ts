import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { OUTBOX_STATUSES, type OutboxStatus } from '../outbox-message.entity';

/** GET /api/admin/outbox query. */
export class OutboxQueryDto {
  @ApiPropertyOptional({ enum: OUTBOX_STATUSES, description: 'Only messages in this state (default: all)' })
  @IsOptional()
  @IsIn(OUTBOX_STATUSES)
  status?: OutboxStatus;

  @ApiPropertyOptional({ minimum: 1, default: 1, description: 'One-based page' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100_000)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  maxResults?: number;
}
