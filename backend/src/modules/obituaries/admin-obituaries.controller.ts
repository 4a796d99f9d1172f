import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures } from '../../common/api-envelope.decorators';
import { parseId } from '../../common/ids';
import { ok } from '../../common/envelope';
import { Roles } from '../auth/roles.guard';
import { AdminObituariesQueryDto, ObituaryListDto } from './dto/notice-list.dto';
import { NoticeListsService } from './notice-lists.service';

/** The admin's #necrologi (spec panels §2 type 4): every partner's notices, newest first (admins only). */
@ApiTags('admin')
@Controller('api/admin')
@Roles('admin')
export class AdminObituariesController {
  constructor(private readonly lists: NoticeListsService) {}

  @Get('obituaries')
  @ApiOperation({
    operationId: 'adminObituaries',
    summary: '#necrologi: every notice with its manifesto and partner, newest first (admin)',
  })
  @ApiEnvelope(ObituaryListDto)
  @ApiFailures(400, 401, 403)
  async list(@Query() query: AdminObituariesQueryDto) {
    const partnerId = query.partnerId === undefined ? null : parseId(query.partnerId);
    return ok(await this.lists.notices(partnerId, query));
  }
}
