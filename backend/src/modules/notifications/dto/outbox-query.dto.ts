import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { PageParam } from '../../../common/page-query.dto';
import { OUTBOX_STATUSES, type OutboxStatus } from '../outbox-message.entity';

/** GET /api/admin/outbox query. */
export class OutboxQueryDto {
  @ApiPropertyOptional({ enum: OUTBOX_STATUSES, description: 'Only messages in this state (default: all)' })
  @IsOptional()
  @IsIn(OUTBOX_STATUSES)
  status?: OutboxStatus;

  @PageParam()
  page?: number;

  /** Not the dashboard's fixed sizes: any 1–100 rows, default 20. */
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  maxResults?: number;
}
