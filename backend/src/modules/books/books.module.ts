import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuthCoreModule } from '../auth/auth-core.module';
import { InvoicesModule } from '../invoices/invoices.module';
import { RicordoCompanyController } from '../invoices/ricordo-company.controller';
import { OrdersModule } from '../orders/orders.module';
import { PartnersModule } from '../partners/partners.module';
import { SchedulerModule } from '../scheduler/scheduler.module';
import { BooksController } from './books.controller';
import { BooksService } from './books.service';

/**
 * The admin's books (Contabilità): read only. Sales, refunds and reconciliation come from the orders
 * module's read model, invoices from the invoices module's (each provided and exported by its module);
 * this module owns no table.
 */
@Module({
  imports: [AuditModule, AuthCoreModule, InvoicesModule, OrdersModule, PartnersModule, SchedulerModule],
  // Ricordo's company data page lives with the invoices (its controller file), served beside the books.
  controllers: [BooksController, RicordoCompanyController],
  providers: [BooksService],
})
export class BooksModule {}
