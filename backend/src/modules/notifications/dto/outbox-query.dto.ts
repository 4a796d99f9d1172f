import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageLimitParam, PageParam } from '../../../common/page-query.dto';
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
  @PageLimitParam(20)
  maxResults?: number;
}
