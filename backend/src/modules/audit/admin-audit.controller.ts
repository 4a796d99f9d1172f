import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures } from '../../common/api-envelope.decorators';
import { CommonErrors, CommonMessages } from '../../common/app-error';
import { ok } from '../../common/envelope';
import { Roles } from '../auth/roles.guard';
import { auditActionLabel, isActingAction } from './audit-actions';
import type { AuditEntry } from './audit-entry.entity';
import { AuditService } from './audit.service';
import { AuditItemDto, AuditListDto, AuditQueryDto, AuditVocabularyDto } from './dto/audit.dto';

function parsed(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export function toAuditItem(entry: AuditEntry): AuditItemDto {
  return {
    ID: entry.id,
    actorUserId: entry.actorUserId,
    actorUsername: entry.actorUsername,
    actedUserId: entry.actedUserId,
    actedUsername: entry.actedUsername,
    action: entry.action,
    actionLabel: auditActionLabel(entry.action),
    onBehalf: isActingAction(entry.action),
    targetType: entry.targetType,
    targetId: entry.targetId,
    oldValues: parsed(entry.oldValues),
    newValues: parsed(entry.newValues),
    reason: entry.reason,
    time: Math.floor(entry.createdAt.getTime() / 1000),
  };
}

/** The audit log for the admins (#audit). */
@ApiTags('admin')
@Controller('api/admin')
@Roles('admin')
export class AdminAuditController {
  constructor(private readonly audit: AuditService) {}

  @Get('audit/vocabulary')
  @ApiOperation({
    operationId: 'adminAuditVocabulary',
    summary: 'The action names and target types present in the audit log (the filters of #audit)',
  })
  @ApiEnvelope(AuditVocabularyDto)
  @ApiFailures(401, 403)
  async vocabulary() {
    const { actions, targetTypes } = await this.audit.vocabulary();
    const actionLabels = Object.fromEntries(actions.map((action) => [action, auditActionLabel(action)]));
    return ok({ actions, actionLabels, targetTypes });
  }

  @Get('audit')
  @ApiOperation({
    operationId: 'adminAudit',
    summary: 'Audit log of administrative actions, newest first, by page or by cursor (after/before)',
  })
  @ApiEnvelope(AuditListDto)
  @ApiFailures(400, 401, 403)
  async list(@Query() query: AuditQueryDto) {
    if (query.after !== undefined && query.before !== undefined)
      throw CommonErrors.validation({ before: CommonMessages.invalid });
    const { items, ...paging } = await this.audit.listPage(query, {
      page: query.page ?? 1,
      maxResults: query.maxResults ?? 25,
      after: query.after,
      before: query.before,
    });
    const data: AuditListDto = { entries: items.map(toAuditItem), ...paging };
    return ok(data);
  }
}
