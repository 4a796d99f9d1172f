import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { DeceasedService } from './deceased.service';
import { DeceasedDataDto } from './dto/deceased-data.dto';

@ApiTags('deceased')
@Controller('api/deceased')
export class DeceasedController {
  constructor(private readonly deceased: DeceasedService) {}

  @Get('deceasedData/:id')
  @ApiOperation({ operationId: 'deceasedData', summary: 'Memorial page data of a deceased' })
  @ApiParam({ name: 'id', description: 'Digits, with or without the 000 prefix', example: '0001000' })
  @ApiEnvelope(DeceasedDataDto)
  @ApiFailures(400, 404)
  async deceasedData(@Param('id') id: string) {
    return ok(await this.deceased.getDeceasedData(id));
  }
}
