import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { DeceasedModule } from '../deceased/deceased.module';
import { DedicationsModule } from '../dedications/dedications.module';
import { InvoicesModule } from '../invoices/invoices.module';
import { LampsModule } from '../lamps/lamps.module';
import { MediaModule } from '../media/media.module';
import { MemorialsModule } from '../memorials/memorials.module';
import { PartnersModule } from '../partners/partners.module';
import { DemoSeeder } from './demo.seeder';

@Module({
  imports: [
    AccountsModule,
    PartnersModule,
    DeceasedModule,
    MemorialsModule,
    DedicationsModule,
    MediaModule,
    LampsModule,
    InvoicesModule,
  ],
  providers: [DemoSeeder],
})
export class DemoModule {}
