import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageLimitParam, PageParam } from '../../../common/page-query.dto';
import {
  DELIVERY_STATES,
  OUTBOX_STATUSES,
  type DeliveryState,
  type OutboxStatus,
} from '../outbox-message.entity';

/** GET /api/admin/outbox query. */
export class OutboxQueryDto {
  @ApiPropertyOptional({ enum: OUTBOX_STATUSES, description: 'Only messages in this state (default: all)' })
  @IsOptional()
  @IsIn(OUTBOX_STATUSES)
  status?: OutboxStatus;

  @ApiPropertyOptional({ enum: DELIVERY_STATES, description: 'Only messages with this delivery report' })
  @IsOptional()
  @IsIn(DELIVERY_STATES)
  delivery?: DeliveryState;

  @PageParam()
  page?: number;

  /** Not the dashboard's fixed sizes: any 1–100 rows, default 20. */
  @PageLimitParam(20)
  maxResults?: number;
}
