import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures } from '../../common/api-envelope.decorators';
import { DeceasedService } from './deceased.service';
import { ReadsPage } from './page-read.guard';
import { DeceasedDataDto } from './dto/deceased-data.dto';

@ApiTags('deceased')
@Controller('api/deceased')
export class DeceasedController {
  constructor(private readonly deceased: DeceasedService) {}

  @Get('deceasedData/:id')
  @ReadsPage()
  @ApiOperation({ operationId: 'deceasedData', summary: 'Memorial page data of a deceased' })
  @ApiParam({ name: 'id', description: 'Digits, with or without the 000 prefix', example: '0001000' })
  @ApiEnvelope(DeceasedDataDto)
  @ApiFailures(400, 404)
  async deceasedData(@Param('id') id: string, @Res() res: Response): Promise<void> {
    // The envelope is pre-serialised per content version (PageCacheService): the hot path of a QR scan
    // is a map lookup and a write. Errors still go through the envelope filter.
    const bytes = await this.deceased.getDeceasedDataBytes(id);
    res.status(200).type('application/json; charset=utf-8').send(bytes);
  }
}
