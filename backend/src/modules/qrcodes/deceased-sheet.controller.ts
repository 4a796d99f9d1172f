import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiFailures } from '../../common/api-envelope.decorators';
import { signedInUser, type AuthenticatedRequest } from '../auth/request-auth';
import { Roles } from '../auth/roles.guard';
import { sendFile } from '../../common/file-answer';
import { DeceasedSheetService } from './deceased-sheet.service';

/** One deceased's QR print sheets, for the panels' result dialog after a save. */
@ApiTags('qrcodes')
@Controller('api/qrcodes')
export class DeceasedSheetController {
  constructor(private readonly sheets: DeceasedSheetService) {}

  @Get('deceased/:id/sheet.pdf')
  @Roles('admin', 'partner')
  @ApiOperation({
    operationId: 'deceasedQrSheet',
    summary: "The print sheet of a deceased's plaque, A4 or grid (admin; a funeral home its own deceased)",
  })
  @ApiParam({ name: 'id', description: 'Deceased id (000 prefix accepted)' })
  @ApiQuery({ name: 'layout', enum: ['a4', 'grid'], required: false, description: "Default 'a4'" })
  @ApiProduces('application/pdf')
  @ApiFailures(400, 401, 403, 404)
  async sheet(
    @Param('id') id: string,
    @Query('layout') layout: unknown,
    @Req() req: AuthenticatedRequest,
    @Res() res: Response,
  ) {
    const { pdf, filename } = await this.sheets.sheet(id, layout, signedInUser(req));
    sendFile(res, { body: pdf, type: 'application/pdf', filename });
  }
}
