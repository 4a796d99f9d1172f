import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiConsumes, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { signedInUser, type AuthenticatedRequest } from '../auth/request-auth';
import { Roles } from '../auth/roles.guard';
import { ContentMessages } from './content.errors';
import { ManifestConfigDto, SetManifestConfigDto } from './dto/manifest-config.dto';
import { ManifestConfigService } from './settings/manifest-config.service';

/**
 * The manifesto contact data (spec panels §3 "Manifesto config", §7): admins and partners read it (they
 * print manifestos); only admins change it (#modify).
 */
@ApiTags('content')
@Controller('api')
export class ManifestConfigController {
  constructor(private readonly config: ManifestConfigService) {}

  @Get('content/getManifestConfig')
  @Roles('admin', 'partner')
  @ApiOperation({
    operationId: 'getManifestConfig',
    summary: 'The e-mail and WhatsApp number printed on manifestos (admin, partner)',
  })
  @ApiEnvelope(ManifestConfigDto)
  @ApiFailures(401, 403)
  async get() {
    return ok(await this.config.get());
  }

  @Post('admin/setManifestConfig')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({
    operationId: 'setManifestConfig',
    summary: 'Change the manifesto e-mail and WhatsApp number; +39 when the number has no dash (admin)',
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(ManifestConfigDto)
  @ApiFailures(400, 401, 403)
  async set(@Body() body: SetManifestConfigDto, @Req() req: AuthenticatedRequest) {
    const data = await this.config.set(body, signedInUser(req));
    return ok(data, { message: ContentMessages.manifestConfigSaved });
  }
}
