import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthCoreModule } from '../auth/auth-core.module';
import { SchedulerModule } from '../scheduler/scheduler.module';
import { AdminAuditController } from './admin-audit.controller';
import { AuditEntry } from './audit-entry.entity';
import { AuditService } from './audit.service';

/** The audit log of administrative actions; other modules write through `AuditService.record(manager, …)`. */
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntry]), AuthCoreModule, SchedulerModule],
  controllers: [AdminAuditController],
  providers: [AuditService],
  exports: [AuditService],
})
export class AuditModule {}
