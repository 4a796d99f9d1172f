import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthCoreModule } from '../auth/auth-core.module';
import { PartnersModule } from '../partners/partners.module';
import { SchedulerModule } from '../scheduler/scheduler.module';
import { InvoiceBooksRead } from './invoice-books.read';
import { InvoiceSequence } from './invoice-sequence.entity';
import { Invoice } from './invoice.entity';
import { InvoiceFilesService } from './invoice-files.service';
import { AdminInvoicesController, LampInvoicesController } from './invoices.controller';
import { InvoicesService } from './invoices.service';
import { RicordoCompany } from './ricordo-company.entity';
import { AcubeSdiProvider } from './sdi/acube-sdi.provider';
import { InvoiceSendingService } from './sdi/invoice-sending.service';
import { SDI_PROVIDER } from './sdi/sdi-provider';

/**
 * Electronic invoices (docs/contracts.md "Invoices"): the lamp and order modules call InvoicesService.issue
 * in the transaction that records a payment. Imports neither of them: they hand it what was sold. The
 * panels list and download them (invoices.controller.ts); a job sends them to SDI when SDI_PROVIDER is set.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Invoice, InvoiceSequence, RicordoCompany]),
    AuthCoreModule,
    PartnersModule,
    SchedulerModule,
  ],
  controllers: [LampInvoicesController, AdminInvoicesController],
  providers: [
    InvoicesService,
    InvoiceFilesService,
    InvoiceSendingService,
    InvoiceBooksRead,
    {
      provide: SDI_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.sdi ? new AcubeSdiProvider(config.sdi) : null),
    },
  ],
  // InvoiceBooksRead: the books' read model of the invoices' table.
  exports: [InvoicesService, InvoiceSendingService, InvoiceBooksRead],
})
export class InvoicesModule {}
