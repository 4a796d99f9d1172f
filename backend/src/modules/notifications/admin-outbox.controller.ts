import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { parseId } from '../../common/ids';
import { Roles } from '../auth/roles.guard';
import { OutboxQueryDto } from './dto/outbox-query.dto';
import { OutboxItemDto, OutboxListDto, OutboxRetryDto } from './dto/outbox-responses.dto';
import type { OutboxMessage } from './outbox-message.entity';
import { OutboxService } from './outbox.service';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function toItem(message: OutboxMessage): OutboxItemDto {
  return {
    ID: message.id,
    channel: message.channel,
    recipient: message.recipient,
    template: message.template,
    status: message.status,
    attempts: message.attempts,
    lastError: message.lastError,
    createdAt: seconds(message.createdAt),
    nextAttemptAt: seconds(message.nextAttemptAt),
    sentAt: message.sentAt ? seconds(message.sentAt) : null,
    delivery: message.delivery,
    deliveryAt: message.deliveryAt ? seconds(message.deliveryAt) : null,
  };
}

/** Messages the outbox could not deliver (dead letters), for the admins. */
@ApiTags('admin')
@Controller('api/admin/outbox')
@Roles('admin')
export class AdminOutboxController {
  constructor(private readonly outbox: OutboxService) {}

  @Get()
  @ApiOperation({ operationId: 'adminOutbox', summary: 'Outbox messages, newest first (admin)' })
  @ApiEnvelope(OutboxListDto)
  @ApiFailures(400, 401, 403)
  async list(@Query() query: OutboxQueryDto) {
    const page = query.page ?? 1;
    const maxResults = query.maxResults ?? 20;
    const { items, total } = await this.outbox.list(
      query.status ? [query.status] : [],
      page,
      maxResults,
      query.delivery,
    );
    const data: OutboxListDto = {
      result: 'success',
      messages: items.map(toItem),
      total,
      nextPage: page * maxResults < total ? page + 1 : null,
    };
    return ok(data);
  }

  @Post(':id/retry')
  @HttpCode(200)
  @ApiOperation({ operationId: 'adminOutboxRetry', summary: 'Queue a dead message again (admin)' })
  @ApiParam({ name: 'id', description: 'Outbox message id' })
  @ApiEnvelope(OutboxRetryDto)
  @ApiFailures(400, 401, 403, 404, 409)
  async retry(@Param('id') id: string) {
    const message = await this.outbox.retry(parseId(id));
    const data: OutboxRetryDto = { result: 'success', message: toItem(message) };
    return ok(data, { message: 'Messaggio rimesso in coda' });
  }
}
