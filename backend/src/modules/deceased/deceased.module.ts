import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { AuditModule } from '../audit/audit.module';
import { AuthCoreModule } from '../auth/auth-core.module';
import { MediaModule } from '../media/media.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SchedulerModule } from '../scheduler/scheduler.module';
import { AccountDeceasedController } from './account-deceased.controller';
import { AdminDeceasedController } from './admin-deceased.controller';
import { AdminDeceasedService } from './admin-deceased.service';
import { DeceasedController } from './deceased.controller';
import { DeceasedCounts } from './deceased-counts.service';
import { Deceased } from './deceased.entity';
import { DeceasedPageParts } from './deceased-page-parts';
import { DeceasedRemovalHooks } from './deceased-removal-hooks';
import { PageCacheEvent } from './page-cache-event.entity';
import { DeceasedService } from './deceased.service';
import { OwnershipTransfer } from './ownership-transfer.entity';
import { OwnershipTransferService } from './ownership-transfer.service';
import { OwnershipController } from './ownership.controller';
import { PageCacheService } from './page-cache.service';
import { PeopleSearchService } from './people-search.service';
import { DeceasedRecordsService } from './deceased-records.service';
import { DuplicateDeceased } from './duplicate-deceased';
import { PageLife } from './page-life';
import { PageRoles } from './page-roles';
import { GravePointController } from './grave-point.controller';
import { GravePointService } from './grave-point.service';
import { PageLinkController, PagePrivacyController } from './page-privacy.controller';
import { PagePrivacyService } from './page-privacy.service';
import { PageReadGuard } from './page-read.guard';
import { PageReadService } from './page-read.service';
import { PageMedia } from './page-media';
import { NameWordsSubscriber } from './name-words.subscriber';

@Module({
  imports: [
    TypeOrmModule.forFeature([Deceased, PageCacheEvent, OwnershipTransfer]),
    AuthCoreModule,
    AccountsModule,
    AuditModule,
    MediaModule,
    NotificationsModule,
    SchedulerModule,
  ],
  controllers: [
    DeceasedController,
    AccountDeceasedController,
    OwnershipController,
    AdminDeceasedController,
    GravePointController,
    PagePrivacyController,
    PageLinkController,
  ],
  providers: [
    DeceasedService,
    NameWordsSubscriber,
    PageCacheService,
    DeceasedPageParts,
    PeopleSearchService,
    OwnershipTransferService,
    AdminDeceasedService,
    DeceasedRemovalHooks,
    DeceasedRecordsService,
    PageLife,
    DuplicateDeceased,
    GravePointService,
    PageRoles,
    PageReadService,
    PageMedia,
    PagePrivacyService,
    DeceasedCounts,
    // Every route marked @ReadsPage() (docs/contracts.md "Page privacy").
    { provide: APP_GUARD, useClass: PageReadGuard },
  ],
  // DeceasedPageParts: the memorials and dedications modules register their part of the page there.
  // DeceasedRemovalHooks: the qrcodes module frees a deleted page's plaques there.
  // DeceasedRecordsService: the obituary forms' record writes.
  // PageLife: a page's states and every move between them (publication, schedule, toggle, confirmation).
  // DuplicateDeceased: the obituary check for a deceased already on the platform.
  // PageReadService, PageMedia: the page read rule for the media files, the server-rendered pages and the
  // plaque's scan (docs/contracts.md "Page privacy").
  // DeceasedCounts: the summary cards' exact counts of deceased (admin overview, partner panel).
  // PageRoles: the page-members module registers its roleOn there (this module cannot import it back).
  exports: [
    DeceasedService,
    PageCacheService,
    DeceasedPageParts,
    PeopleSearchService,
    DeceasedRemovalHooks,
    DeceasedRecordsService,
    PageLife,
    DuplicateDeceased,
    PageRoles,
    PageReadService,
    PageMedia,
    DeceasedCounts,
  ],
})
export class DeceasedModule {}
