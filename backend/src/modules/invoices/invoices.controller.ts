import { Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { sendFile } from '../../common/file-answer';
import { parseId } from '../../common/ids';
import { AuthErrors } from '../auth/auth.errors';
import type { AuthenticatedRequest } from '../auth/request-auth';
import { Roles } from '../auth/roles.guard';
import {
  AdminInvoiceListQueryDto,
  AdminInvoiceMonthQueryDto,
  InvoiceIssuersDto,
  InvoiceListDto,
  InvoiceListQueryDto,
  InvoiceMonthQueryDto,
  InvoiceRetriedDto,
} from './dto/invoice.dto';
import { InvoiceFilesService, type InvoiceListQuery, type InvoiceScope } from './invoice-files.service';
import { InvoiceErrors, InvoiceMessages } from './invoices.errors';
import { InvoicesService } from './invoices.service';

function signedIn(req: AuthenticatedRequest) {
  const user = req.auth?.user;
  if (!user) throw AuthErrors.notLoggedIn();
  return user;
}

function listQuery(query: InvoiceListQueryDto): InvoiceListQuery {
  return {
    month: query.month,
    state: query.state,
    page: query.page ?? 1,
    maxResults: query.maxResults ?? 25,
  };
}

/** The answers both panels share: the list, the files, the ZIP and the retry, for a scope. */
class InvoiceAnswers {
  constructor(
    private readonly files: InvoiceFilesService,
    private readonly invoices: InvoicesService,
  ) {}

  async list(scope: InvoiceScope, query: InvoiceListQuery) {
    const { items, total } = await this.files.list(scope, query);
    const data: InvoiceListDto = {
      invoices: items,
      total,
      nextPage: query.page * query.maxResults < total ? query.page + 1 : null,
    };
    return ok(data);
  }

  async xml(scope: InvoiceScope, id: string, res: Response) {
    const { fileName, xml } = await this.files.xml(scope, parseId(id));
    sendFile(res, { body: Buffer.from(xml, 'utf8'), type: 'application/xml', filename: fileName });
  }

  async pdf(scope: InvoiceScope, id: string, res: Response) {
    const row = await this.files.find(scope, parseId(id));
    const pdf = await this.invoices.pdfCopy(row.id);
    const name = `fattura-${(row.printedNumber ?? String(row.id)).replace('/', '-')}.pdf`;
    sendFile(res, { body: pdf, type: 'application/pdf', filename: name });
  }

  /** Streamed: the headers go first, then each page of files as it is compressed. */
  async zip(scope: InvoiceScope, month: string, prefix: string, res: Response) {
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Disposition', `attachment; filename="${prefix}-${month}.zip"`);
    try {
      await this.files.zip(scope, month, res);
    } catch (error) {
      // The status is already sent: a broken archive is all that can tell the client.
      res.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  }

  async retry(scope: InvoiceScope, id: string) {
    const row = await this.files.find(scope, parseId(id));
    if (row.state !== 'bloccata') throw InvoiceErrors.notBlocked();
    const invoice = this.files.item(await this.invoices.retryBlocked(row.id));
    const data: InvoiceRetriedDto = { invoice };
    return ok(data, {
      message: invoice.state === 'bloccata' ? InvoiceMessages.stillBlocked : InvoiceMessages.retried,
    });
  }
}

/**
 * The lamp panel's 'Fatture' (docs/contracts.md "Invoices"): the invoices the manager's company issued to
 * its subscribers. Lamp managers only; the scope holds the manager's own issuer keys, so another issuer's
 * invoice answers 404.
 */
@ApiTags('lampade')
@Controller('api/lampade/fatture')
@Roles('gestorelampade')
export class LampInvoicesController {
  private readonly answers: InvoiceAnswers;

  constructor(
    private readonly files: InvoiceFilesService,
    invoices: InvoicesService,
  ) {
    this.answers = new InvoiceAnswers(files, invoices);
  }

  @Get()
  @ApiOperation({ operationId: 'lampadeFatture', summary: "The manager's invoices, newest first, paged" })
  @ApiEnvelope(InvoiceListDto)
  @ApiFailures(400, 401, 403)
  async list(@Query() query: InvoiceListQueryDto, @Req() req: AuthenticatedRequest) {
    return this.answers.list(await this.files.managerScope(signedIn(req).id), listQuery(query));
  }

  @Get('zip')
  @ApiOperation({
    operationId: 'lampadeFattureZip',
    summary: "A month's FatturaPA files as a ZIP (streamed)",
  })
  @ApiProduces('application/zip')
  @ApiFailures(400, 401, 403)
  async zip(@Query() query: InvoiceMonthQueryDto, @Req() req: AuthenticatedRequest, @Res() res: Response) {
    await this.answers.zip(await this.files.managerScope(signedIn(req).id), query.month, 'fatture', res);
  }

  @Get(':id/xml')
  @ApiOperation({ operationId: 'lampadeFatturaXml', summary: "One invoice's FatturaPA file" })
  @ApiProduces('application/xml')
  @ApiFailures(400, 401, 403, 404, 409)
  async xml(@Param('id') id: string, @Req() req: AuthenticatedRequest, @Res() res: Response) {
    await this.answers.xml(await this.files.managerScope(signedIn(req).id), id, res);
  }

  @Get(':id/pdf')
  @ApiOperation({ operationId: 'lampadeFatturaPdf', summary: "One invoice's readable PDF copy" })
  @ApiProduces('application/pdf')
  @ApiFailures(400, 401, 403, 404, 409)
  async pdf(@Param('id') id: string, @Req() req: AuthenticatedRequest, @Res() res: Response) {
    await this.answers.pdf(await this.files.managerScope(signedIn(req).id), id, res);
  }

  @Post(':id/riprova')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'lampadeFatturaRiprova',
    summary: 'Issues a blocked invoice again once the missing data are added',
  })
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(InvoiceRetriedDto)
  @ApiFailures(400, 401, 403, 404, 409)
  async retry(@Param('id') id: string, @Req() req: AuthenticatedRequest) {
    return this.answers.retry(await this.files.managerScope(signedIn(req).id), id);
  }
}

/** The admin panel's 'Fatture': Ricordo's invoices by default, any issuer's by the issuer filter. */
@ApiTags('admin')
@Controller('api/admin/fatture')
@Roles('admin')
export class AdminInvoicesController {
  private readonly answers: InvoiceAnswers;

  constructor(
    private readonly files: InvoiceFilesService,
    invoices: InvoicesService,
  ) {
    this.answers = new InvoiceAnswers(files, invoices);
  }

  @Get()
  @ApiOperation({ operationId: 'adminFatture', summary: 'Invoices of an issuer (Ricordo by default), paged' })
  @ApiEnvelope(InvoiceListDto)
  @ApiFailures(400, 401, 403)
  async list(@Query() query: AdminInvoiceListQueryDto) {
    return this.answers.list(this.files.adminScope(query.issuer), listQuery(query));
  }

  @Get('emittenti')
  @ApiOperation({
    operationId: 'adminFattureEmittenti',
    summary: 'The issuers the list can show: Ricordo and every issuer with invoices',
  })
  @ApiEnvelope(InvoiceIssuersDto)
  @ApiFailures(401, 403)
  async issuers() {
    const data: InvoiceIssuersDto = { issuers: await this.files.issuers() };
    return ok(data);
  }

  @Get('zip')
  @ApiOperation({ operationId: 'adminFattureZip', summary: "A month's FatturaPA files as a ZIP (streamed)" })
  @ApiProduces('application/zip')
  @ApiFailures(400, 401, 403)
  async zip(@Query() query: AdminInvoiceMonthQueryDto, @Res() res: Response) {
    const prefix = `fatture-${(query.issuer ?? 'ricordo').replace(':', '-')}`;
    await this.answers.zip(this.files.adminScope(query.issuer), query.month, prefix, res);
  }

  @Get(':id/xml')
  @ApiOperation({ operationId: 'adminFatturaXml', summary: "One invoice's FatturaPA file (any issuer)" })
  @ApiProduces('application/xml')
  @ApiFailures(400, 401, 403, 404, 409)
  async xml(@Param('id') id: string, @Res() res: Response) {
    await this.answers.xml({ all: true }, id, res);
  }

  @Get(':id/pdf')
  @ApiOperation({ operationId: 'adminFatturaPdf', summary: "One invoice's readable PDF copy (any issuer)" })
  @ApiProduces('application/pdf')
  @ApiFailures(400, 401, 403, 404, 409)
  async pdf(@Param('id') id: string, @Res() res: Response) {
    await this.answers.pdf({ all: true }, id, res);
  }

  @Post(':id/riprova')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminFatturaRiprova',
    summary: 'Issues a blocked invoice again once the missing data are added',
  })
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(InvoiceRetriedDto)
  @ApiFailures(400, 401, 403, 404, 409)
  async retry(@Param('id') id: string) {
    return this.answers.retry({ all: true }, id);
  }
}
