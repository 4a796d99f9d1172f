import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApiEnvelope, ApiFailures } from '../../common/api-envelope.decorators';
import { AppError } from '../../common/app-error';
import { ok } from '../../common/envelope';
import { EventLoopMonitor } from '../../common/render-pool/event-loop-monitor';
import { RenderPool } from '../../common/render-pool/render-pool';

export class HealthDataDto {
  @ApiProperty({ enum: ['up', 'ready'] }) status: 'up' | 'ready';
}

const notReady = () => new AppError(503, 'NOT_READY', 'Servizio non disponibile, riprova tra poco');

/** docs/contracts.md "Health": liveness for the process manager, readiness for the proxy. */
@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly renderPool: RenderPool,
    private readonly eventLoop: EventLoopMonitor,
  ) {}

  @Get('live')
  @ApiOperation({ operationId: 'healthLive', summary: 'The process is up' })
  @ApiEnvelope(HealthDataDto)
  live() {
    return ok({ status: 'up' as const });
  }

  @Get('ready')
  @ApiOperation({ operationId: 'healthReady', summary: 'The database answers and every migration ran' })
  @ApiEnvelope(HealthDataDto)
  @ApiFailures(503)
  async ready() {
    // Either makes the proxy send visitors elsewhere until it passes (docs/contracts.md "Health").
    if (this.eventLoop.stalled() || this.renderPool.full) throw notReady();
    try {
      await this.dataSource.query('SELECT 1');
      if (await this.dataSource.showMigrations()) throw new Error('pending migrations');
    } catch {
      throw notReady();
    }
    return ok({ status: 'ready' as const });
  }
}
