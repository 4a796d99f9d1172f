import { Body, Controller, Get, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiExcludeEndpoint, ApiHeader, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { parseId } from '../../common/ids';
import { signedInUser, type AuthenticatedRequest } from '../auth/request-auth';
import { Roles } from '../auth/roles.guard';
import { PagePrivacyDataDto, SetPagePrivacyDto } from './dto/page-privacy.dto';
import { isAccessKey } from './page-key';
import { PagePrivacyMessages, PagePrivacyService } from './page-privacy.service';
import { PageReadService } from './page-read.service';

const ID_PARAM = { name: 'id', description: 'Digits, with or without the 000 prefix', example: '1000' };

/** 'Visibilità della pagina' in the client panel: read, set, and a new secret link. */
@ApiTags('deceased')
@Controller('api/account/deceased')
export class PagePrivacyController {
  constructor(private readonly privacy: PagePrivacyService) {}

  @Get(':id/privacy')
  @Roles()
  @ApiOperation({
    operationId: 'pagePrivacy',
    summary: "A page's privacy and secret link (its owner and managers; admin: any)",
  })
  @ApiParam(ID_PARAM)
  @ApiEnvelope(PagePrivacyDataDto)
  @ApiFailures(400, 401, 403, 404)
  async pagePrivacy(@Param('id') id: string, @Req() req: AuthenticatedRequest) {
    return ok(await this.privacy.read(id, signedInUser(req)));
  }

  @Put(':id/privacy')
  @Roles()
  @ApiOperation({
    operationId: 'setPagePrivacy',
    summary: "Set a page's privacy: the owner any; a manager or admin may only narrow it",
  })
  @ApiParam(ID_PARAM)
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(PagePrivacyDataDto)
  @ApiFailures(400, 401, 403, 404)
  async setPagePrivacy(
    @Param('id') id: string,
    @Body() body: SetPagePrivacyDto,
    @Req() req: AuthenticatedRequest,
  ) {
    return ok(await this.privacy.set(id, signedInUser(req), body.privacy), {
      message: PagePrivacyMessages.saved,
    });
  }

  @Post(':id/privacy/newLink')
  @HttpCode(200)
  @Roles()
  @ApiOperation({
    operationId: 'rotatePageLink',
    summary: 'A new secret link for a page: the old one and the keys it handed out stop working',
  })
  @ApiParam(ID_PARAM)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(PagePrivacyDataDto)
  @ApiFailures(400, 401, 403, 404)
  async rotatePageLink(@Param('id') id: string, @Req() req: AuthenticatedRequest) {
    return ok(await this.privacy.rotate(id, signedInUser(req)), { message: PagePrivacyMessages.rotated });
  }
}

/**
 * A page's secret link `/pagina/{id}/{key}` (not under /api; the shell leaves it to this controller): with
 * the page's key while it is 'Solo con il link', the visitor gets the landing cookie (page-key.ts); either
 * way a 302 to the memorial, which opens or says it is reserved. The key never stays in the address bar.
 */
@Controller('pagina')
export class PageLinkController {
  constructor(private readonly reads: PageReadService) {}

  @Get(':id/:key')
  @ApiExcludeEndpoint()
  async land(@Param('id') rawId: string, @Param('key') key: string, @Res() res: Response): Promise<void> {
    let id: number | null = null;
    try {
      id = parseId(rawId);
    } catch {
      id = null;
    }
    const facts = id === null ? null : await this.reads.facts(id);
    if (facts && id !== null && facts.privacy === 'link' && isAccessKey(facts.accessKey, key))
      await this.reads.grant(res, id, 'link');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.redirect(302, id === null ? '/' : `/memorial?000${id}`);
  }
}
