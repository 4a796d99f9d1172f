import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { SchedulerModule } from '../scheduler/scheduler.module';
import { MetricsService } from './metrics.service';

/**
 * Prometheus metrics (DESIGN "Scale"): the service holding this app's registry. The HTTP side
 * (latency middleware and `GET /metrics`) is mounted in app.factory.ts before the router.
 */
@Module({
  imports: [NotificationsModule, SchedulerModule],
  providers: [MetricsService],
  exports: [MetricsService],
})
export class MetricsModule {}
