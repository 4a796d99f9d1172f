import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { AuthCoreModule } from '../auth/auth-core.module';
import { CondolencesModule } from '../condolences/condolences.module';
import { DeceasedModule } from '../deceased/deceased.module';
import { DedicationsModule } from '../dedications/dedications.module';
import { MediaModule } from '../media/media.module';
import { MemorialsModule } from '../memorials/memorials.module';
import { OrdersModule } from '../orders/orders.module';
import { FamilyExportController } from './family-export.controller';
import { FamilyExportService } from './family-export.service';

/**
 * The family's export (docs/contracts.md "Family export"): 'Scarica tutto', 'Libro delle condoglianze' and
 * 'Scarica i miei dati'. It owns no table: it reads the other modules through their exported reads.
 */
@Module({
  imports: [
    AuthCoreModule,
    AccountsModule,
    CondolencesModule,
    DeceasedModule,
    DedicationsModule,
    MediaModule,
    MemorialsModule,
    OrdersModule,
  ],
  controllers: [FamilyExportController],
  providers: [FamilyExportService],
})
export class FamilyExportModule {}
