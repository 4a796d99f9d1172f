import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { join } from 'node:path';
import { ApiEnvelope } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { FileCache } from './file-cache';
import { RegistryService } from './registry.service';
import { shellFingerprint, WebVersionDto } from './web-version';

/**
 * What the browser compares with what it loaded to offer 'Aggiorna' (spec public §2 new-version notice).
 * Two cached file reads (mtime checked), no database: the shell polls it every few minutes.
 */
@ApiTags('web')
@Controller('api/web')
export class WebController {
  private readonly index: FileCache<string>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly registry: RegistryService,
  ) {
    this.index = new FileCache(join(config.shellDist, 'index.html'), shellFingerprint);
  }

  @Get('version')
  @ApiOperation({ operationId: 'webVersion', summary: 'Shell build and remote versions being served' })
  @ApiEnvelope(WebVersionDto)
  async version() {
    const remotes = await this.registry.remotes();
    const data: WebVersionDto = {
      shell: (await this.index.get()) ?? '',
      remotes: Object.fromEntries(Object.entries(remotes).map(([name, entry]) => [name, entry.version])),
    };
    return ok(data);
  }
}
