import { Controller, Get, Logger, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiEnvelope, ApiFailures } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { Roles } from '../auth/roles.guard';
import { EXPORT_TYPES } from './books-export';
import { exportFileName, writeBooksTable } from './books-exports';
import { BooksService } from './books.service';
import {
  BooksExportQueryDto,
  BooksInvoicesDto,
  BooksPageQueryDto,
  BooksRangeQueryDto,
  BooksRefundsDto,
  BooksSummaryDto,
} from './dto/books.dto';

/** The admin's books (Contabilità, docs/contracts.md "Books"): read only, admins only. */
@ApiTags('admin')
@Controller('api/admin/books')
@Roles('admin')
export class BooksController {
  private readonly logger = new Logger(BooksController.name);

  constructor(private readonly books: BooksService) {}

  @Get()
  @ApiOperation({
    operationId: 'adminBooks',
    summary:
      'Sales by product and channel, refunds, PayPal reconciliation, invoices by state, per month (admin)',
  })
  @ApiEnvelope(BooksSummaryDto)
  @ApiFailures(400, 401, 403)
  async summary(@Query() query: BooksRangeQueryDto) {
    return ok(await this.books.summary(this.books.range(query.month, query.to)));
  }

  @Get('refunds')
  @ApiOperation({
    operationId: 'adminBooksRefunds',
    summary: 'The refunds of the months, newest first (admin)',
  })
  @ApiEnvelope(BooksRefundsDto)
  @ApiFailures(400, 401, 403)
  async refunds(@Query() query: BooksPageQueryDto) {
    const range = this.books.range(query.month, query.to);
    return ok(await this.books.refunds(range, query.page ?? 1, query.maxResults ?? 25));
  }

  @Get('invoices')
  @ApiOperation({
    operationId: 'adminBooksInvoices',
    summary: 'The invoices issued in the months with their sending state, by issuer and number (admin)',
  })
  @ApiEnvelope(BooksInvoicesDto)
  @ApiFailures(400, 401, 403)
  async invoices(@Query() query: BooksPageQueryDto) {
    const range = this.books.range(query.month, query.to);
    return ok(await this.books.invoicePage(range, query.page ?? 1, query.maxResults ?? 25));
  }

  @Get('export')
  @ApiOperation({
    operationId: 'adminBooksExport',
    summary: "One table of the books as CSV (';', comma decimals, BOM) or XLSX, streamed (admin)",
  })
  @ApiProduces(EXPORT_TYPES.csv, EXPORT_TYPES.xlsx)
  @ApiFailures(400, 401, 403)
  async export(@Query() query: BooksExportQueryDto, @Res() res: Response): Promise<void> {
    const range = this.books.range(query.month, query.to);
    const filename = exportFileName(query.table, range, query.format);
    res.setHeader('Content-Type', EXPORT_TYPES[query.format]);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    try {
      await writeBooksTable(this.books, res, query.table, range, query.format);
    } catch (error) {
      // The headers are gone: a cut download is all the browser can be told.
      this.logger.error(`Books export ${filename} failed: ${String(error)}`);
      res.destroy(error instanceof Error ? error : undefined);
    }
  }
}
