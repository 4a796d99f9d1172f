import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { AuthCoreModule } from '../auth/auth-core.module';
import { CondolencesModule } from '../condolences/condolences.module';
import { DeceasedModule } from '../deceased/deceased.module';
import { DedicationsModule } from '../dedications/dedications.module';
import { LampsModule } from '../lamps/lamps.module';
import { MemorialsModule } from '../memorials/memorials.module';
import { OrdersModule } from '../orders/orders.module';
import { PartnersModule } from '../partners/partners.module';
import { QrCodesModule } from '../qrcodes/qrcodes.module';
import { SchedulerModule } from '../scheduler/scheduler.module';
import { ActivationTableReadModel } from './activation-table.read-model';
import { AdminOverviewController } from './admin-overview.controller';
import { AdminSummaryReadModel } from './admin-summary.read-model';
import { WeeklySeriesReadModel } from './weekly-series.read-model';

/**
 * Read views of the admin panel that gather from several modules (spec panels §2 summary cards and
 * activation table; the landing's weekly charts): they only read, each through the owning module's exported service.
 */
@Module({
  imports: [
    AccountsModule,
    AuthCoreModule,
    CondolencesModule,
    DeceasedModule,
    DedicationsModule,
    LampsModule,
    MemorialsModule,
    OrdersModule,
    PartnersModule,
    QrCodesModule,
    SchedulerModule,
  ],
  controllers: [AdminOverviewController],
  // The weekly charts read through the owning modules' exported read models (orders, plaques, dedications,
  // lamps), each reading only its module's tables.
  providers: [AdminSummaryReadModel, ActivationTableReadModel, WeeklySeriesReadModel],
})
export class AdminOverviewModule {}
