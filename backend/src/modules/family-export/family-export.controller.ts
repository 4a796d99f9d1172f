import { Controller, Get, Logger, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiFailures } from '../../common/api-envelope.decorators';
import { sendFile } from '../../common/file-answer';
import { signedInUser, type AuthenticatedRequest } from '../auth/request-auth';
import { Roles } from '../auth/roles.guard';
import { FamilyExportService, type PreparedZip } from './family-export.service';

const ID_PARAM = { name: 'id', description: 'Deceased id (000 prefix accepted)', example: '0001000' };

/**
 * The family's downloads (docs/contracts.md "Family export"): a page's archive and book for its family, and a
 * person's own data. Any signed-in account may call them; the service answers 404 for a page that is not the
 * caller's family's, as for one that does not exist.
 */
@ApiTags('family-export')
@Controller('api/account')
@Roles()
export class FamilyExportController {
  private readonly logger = new Logger(FamilyExportController.name);

  constructor(private readonly exports: FamilyExportService) {}

  @Get('deceased/:id/export.zip')
  @ApiOperation({
    operationId: 'familyExportZip',
    summary:
      "'Scarica tutto': photos and videos in their original files, condolences and dedications as HTML and JSON (ZIP, streamed)",
  })
  @ApiParam(ID_PARAM)
  @ApiProduces('application/zip')
  @ApiFailures(400, 401, 404)
  async exportZip(@Param('id') id: string, @Req() req: AuthenticatedRequest, @Res() res: Response) {
    await this.stream(await this.exports.pageZip(id, signedInUser(req)), res);
  }

  @Get('deceased/:id/book.pdf')
  @ApiOperation({
    operationId: 'familyBookPdf',
    summary:
      "'Libro delle condoglianze': the photo, every published condolence and accepted dedication (PDF); 402 while sold on account",
  })
  @ApiParam(ID_PARAM)
  @ApiProduces('application/pdf')
  @ApiFailures(400, 401, 402, 404)
  async bookPdf(@Param('id') id: string, @Req() req: AuthenticatedRequest, @Res() res: Response) {
    const book = await this.exports.book(id, signedInUser(req));
    sendFile(res, { body: book.body, type: 'application/pdf', filename: book.filename });
  }

  @Get('export.zip')
  @ApiOperation({
    operationId: 'accountDataExport',
    summary:
      "'Scarica i miei dati' (GDPR art. 20): account, addresses, zones, pages, orders, condolences, dedications as JSON and HTML (ZIP)",
  })
  @ApiProduces('application/zip')
  @ApiFailures(401)
  async accountData(@Req() req: AuthenticatedRequest, @Res() res: Response) {
    await this.stream(await this.exports.personZip(signedInUser(req)), res);
  }

  /**
   * The headers go first (name, files, the estimated length the browser's progress reads), then the archive as
   * it is made. A failure after the first byte can only cut the answer short: the browser sees a failed download.
   */
  private async stream(zip: PreparedZip, res: Response): Promise<void> {
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Disposition', `attachment; filename="${zip.filename}"`);
    res.setHeader('X-Archive-Files', String(zip.files));
    res.setHeader('X-Estimated-Length', String(zip.estimatedBytes));
    try {
      await zip.write(res);
    } catch (error) {
      if (!res.destroyed) this.logger.warn(`ZIP ${zip.filename} not completed: ${String(error)}`);
      res.destroy();
    }
  }
}
