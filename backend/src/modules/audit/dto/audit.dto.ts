import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import {
  CursorAfterParam,
  CursorBeforeParam,
  NextAfterProperty,
  PageLimitParam,
  PageParam,
  PreviousBeforeProperty,
} from '../../../common/page-query.dto';

/** GET /api/admin/audit query (the #audit section's filters). */
export class AuditQueryDto {
  @ApiPropertyOptional({ description: 'Username or id of the administrator or of the account acted for' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  user?: string;

  @ApiPropertyOptional({ description: "Action name, e.g. 'qrcode.generate'" })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  action?: string;

  @ApiPropertyOptional({ description: "Target type, e.g. 'deceased'" })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  targetType?: string;

  @ApiPropertyOptional({ description: 'Target id' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  targetId?: string;

  @PageParam()
  page?: number;

  @CursorAfterParam()
  after?: number;

  @CursorBeforeParam()
  before?: number;

  /** Not the dashboard's fixed sizes: any 1–100 rows, default 25. */
  @PageLimitParam(25)
  maxResults?: number;
}

export class AuditItemDto {
  @ApiProperty() ID: number;
  @ApiProperty() actorUserId: number;
  @ApiProperty() actorUsername: string;
  @ApiProperty({ type: Number, nullable: true }) actedUserId: number | null;
  @ApiProperty({ type: String, nullable: true }) actedUsername: string | null;
  @ApiProperty() action: string;
  @ApiProperty({ description: "The action's Italian label, e.g. 'Partner accettato'" }) actionLabel: string;
  @ApiProperty({
    description:
      'True when the admin acted as the acted account (acting.* rows); otherwise that account is the one concerned',
  })
  onBehalf: boolean;
  @ApiProperty() targetType: string;
  @ApiProperty({ type: String, nullable: true }) targetId: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'Changed fields before',
  })
  oldValues: Record<string, unknown> | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'Changed fields after',
  })
  newValues: Record<string, unknown> | null;
  @ApiProperty({ type: String, nullable: true }) reason: string | null;
  @ApiProperty({ description: 'Unix seconds' }) time: number;
}

export class AuditListDto {
  @ApiProperty({ type: [AuditItemDto] }) entries: AuditItemDto[];
  @ApiProperty({ description: 'Rows matching the filters, counted up to 10 000' }) total: number;
  @ApiProperty({ description: 'More rows match than counted: total is a lower bound' }) totalAtLeast: boolean;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Next one-based page, null on the last or when paging by cursor',
  })
  nextPage: number | null;
  @NextAfterProperty() nextAfter: number | null;
  @PreviousBeforeProperty() previousBefore: number | null;
}

/** The choices of the #audit filters: what the log holds. */
export class AuditVocabularyDto {
  @ApiProperty({ type: [String] }) actions: string[];
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'The Italian label of each action',
  })
  actionLabels: Record<string, string>;
  @ApiProperty({ type: [String] }) targetTypes: string[];
}
