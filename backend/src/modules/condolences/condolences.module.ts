import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { AuthCoreModule } from '../auth/auth-core.module';
import { DeceasedModule } from '../deceased/deceased.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { Condolence } from './condolence.entity';
import { CondolenceExportRead } from './condolence-export.read';
import { CondolencesController } from './condolences.controller';
import { CondolencesService } from './condolences.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([Condolence]),
    AuthCoreModule,
    AccountsModule,
    DeceasedModule,
    NotificationsModule,
  ],
  controllers: [CondolencesController],
  providers: [CondolencesService, CondolenceExportRead],
  exports: [CondolencesService, CondolenceExportRead],
})
export class CondolencesModule {}
