import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { CondolencesModule } from '../condolences/condolences.module';
import { ContentModule } from '../content/content.module';
import { DeceasedModule } from '../deceased/deceased.module';
import { MediaModule } from '../media/media.module';
import { PartnersModule } from '../partners/partners.module';
import { RegistryService } from './registry.service';
import { RenderEntryService } from './render-entry.service';
import { WebController } from './web.controller';
import { ShellHtmlMiddleware } from './shell-html.middleware';
import { StaticFilesMiddleware } from './static-files.middleware';

/** Serves the front end from the same origin (docs/contracts.md "How the platform is served"). */
@Module({
  imports: [DeceasedModule, CondolencesModule, ContentModule, PartnersModule, MediaModule],
  controllers: [WebController],
  providers: [RegistryService, RenderEntryService],
  exports: [RegistryService],
})
export class WebModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(StaticFilesMiddleware, ShellHtmlMiddleware)
      .exclude({ path: 'api/{*rest}', method: RequestMethod.ALL })
      .forRoutes({ path: '{*path}', method: RequestMethod.ALL });
  }
}
