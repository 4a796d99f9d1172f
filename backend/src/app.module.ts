import { DynamicModule, MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { BodyParserMiddleware } from './common/body-parser.middleware';
import { RenderPoolModule } from './common/render-pool/render-pool.module';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { AccountsModule } from './modules/accounts/accounts.module';
import { AdminOverviewModule } from './modules/admin-overview/admin-overview.module';
import { AuditModule } from './modules/audit/audit.module';
import { AuthModule } from './modules/auth/auth.module';
import { CalendarModule } from './modules/calendar/calendar.module';
import { BooksModule } from './modules/books/books.module';
import { CondolencesModule } from './modules/condolences/condolences.module';
import { ContentModule } from './modules/content/content.module';
import { DeceasedModule } from './modules/deceased/deceased.module';
import { DedicationsModule } from './modules/dedications/dedications.module';
import { DemoModule } from './modules/demo/demo.module';
import { DomainEventsModule } from './modules/domain-events/domain-events.module';
import { FamilyExportModule } from './modules/family-export/family-export.module';
import { HealthModule } from './modules/health/health.module';
import { InvoicesModule } from './modules/invoices/invoices.module';
import { LampsModule } from './modules/lamps/lamps.module';
import { LocationsModule } from './modules/locations/locations.module';
import { MemorialsModule } from './modules/memorials/memorials.module';
import { MetricsModule } from './modules/metrics/metrics.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { ZoneNotificationsModule } from './modules/notifications/zones/zone-notifications.module';
import { CardsModule } from './modules/obituaries/cards/cards.module';
import { NoticeListsModule } from './modules/obituaries/notice-lists.module';
import { ObituaryFormsModule } from './modules/obituaries/forms/obituary-forms.module';
import { ObituariesModule } from './modules/obituaries/obituaries.module';
import { OrdersModule } from './modules/orders/orders.module';
import { PageMembersModule } from './modules/page-members/page-members.module';
import { PartnerPanelModule } from './modules/partner-panel/partner-panel.module';
import { PartnersModule } from './modules/partners/partners.module';
import { QrCodesModule } from './modules/qrcodes/qrcodes.module';
import { SearchModule } from './modules/search/search.module';
import { WebModule } from './modules/web/web.module';

@Module({})
export class AppModule implements NestModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        DomainEventsModule,
        RenderPoolModule,
        HealthModule,
        LocationsModule,
        ContentModule,
        AccountsModule,
        PartnersModule,
        MemorialsModule,
        AuthModule,
        AuditModule,
        DeceasedModule,
        PageMembersModule,
        SearchModule,
        NotificationsModule,
        ZoneNotificationsModule,
        ObituariesModule,
        ObituaryFormsModule,
        CardsModule,
        CondolencesModule,
        OrdersModule,
        InvoicesModule,
        QrCodesModule,
        AdminOverviewModule,
        BooksModule,
        LampsModule,
        DedicationsModule,
        MetricsModule,
        // Seeds the demo, or (production without the demo) refuses demo accounts left in the database.
        DemoModule,
        WebModule,
        PartnerPanelModule,
        NoticeListsModule,
        CalendarModule,
        FamilyExportModule,
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(BodyParserMiddleware).forRoutes({ path: 'api/{*rest}', method: RequestMethod.ALL });
  }
}
