import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock } from './clock';
import { JobLock } from './job-lock.entity';
import { SchedulerService } from './scheduler.service';

/** Scheduled jobs under a database lock (`job_locks`) and the injectable clock. */
@Module({
  imports: [TypeOrmModule.forFeature([JobLock])],
  providers: [Clock, SchedulerService],
  exports: [Clock, SchedulerService],
})
export class SchedulerModule {}
