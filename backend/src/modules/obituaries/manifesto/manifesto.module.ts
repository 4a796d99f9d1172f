import { Module } from '@nestjs/common';
import { AuthCoreModule } from '../../auth/auth-core.module';
import { DeceasedModule } from '../../deceased/deceased.module';
import { MediaModule } from '../../media/media.module';
import { PartnersModule } from '../../partners/partners.module';
import { ManifestoAccessService } from './manifesto-access.service';
import { ManifestoController } from './manifesto.controller';
import { ManifestoService } from './manifesto.service';

/** The manifesto renderer and its routes; ObituariesModule re-exports ManifestoService. */
@Module({
  imports: [AuthCoreModule, DeceasedModule, MediaModule, PartnersModule],
  controllers: [ManifestoController],
  providers: [ManifestoService, ManifestoAccessService],
  exports: [ManifestoService],
})
export class ManifestoModule {}
