import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { PartnerPageDataDto } from './dto/partner-page.dto';
import { PartnerPageService } from './partner-page.service';

/** Public partner routes (spec public §7 getPartnerPage). */
@ApiTags('partners')
@Controller('api/partners')
export class PartnersController {
  constructor(private readonly page: PartnerPageService) {}

  @Get('getPartnerPage/:id')
  @ApiOperation({
    operationId: 'getPartnerPage',
    summary: 'Public page of a partner with its latest obituaries',
  })
  @ApiEnvelope(PartnerPageDataDto)
  @ApiFailures(404)
  async getPartnerPage(@Param('id') id: string) {
    return ok(await this.page.getPartnerPage(id));
  }
}
