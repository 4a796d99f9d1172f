import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiConsumes, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import type { AuthenticatedRequest } from '../auth/request-auth';
import { ReadsPage } from '../deceased/page-read.guard';
import { CondolenceMessages } from './condolences.errors';
import { CondolencesService } from './condolences.service';
import { BookCodeDto, BookConfirmDto, BookDto, CheckPhoneDto } from './dto/book.dto';
import {
  BookConfirmDataDto,
  BookDataDto,
  BookLimitDataDto,
  BookMessagesDataDto,
  CheckPhoneDataDto,
  PhrasesDataDto,
} from './dto/condolence-responses.dto';

const FORMS = ['application/json', 'application/x-www-form-urlencoded'];
const ipOf = (req: AuthenticatedRequest) => req.ip ?? 'unknown';

/** The condolence book (spec public §7: getBookLimit, getBookMessages, book, checkPhone, bookCode). */
@ApiTags('condolences')
@Controller('api/condolences')
export class CondolencesController {
  constructor(private readonly condolences: CondolencesService) {}

  @Get('getBookLimit')
  @ApiOperation({ operationId: 'getBookLimit', summary: 'Days the condolence book stays open' })
  @ApiEnvelope(BookLimitDataDto)
  getBookLimit() {
    return ok({ condolenceLimit: this.condolences.getBookLimit() });
  }

  @Get('getBookMessages/:id')
  @ReadsPage()
  @ApiOperation({ operationId: 'getBookMessages', summary: 'Published condolences, newest first' })
  @ApiEnvelope(BookMessagesDataDto)
  @ApiFailures(400)
  async getBookMessages(@Param('id') id: string) {
    return ok({ condolences: await this.condolences.getBookMessages(id) });
  }

  @Get('phrases/:id')
  @ReadsPage()
  @ApiOperation({
    operationId: 'getBookPhrases',
    summary: "The 40 suggested phrases with the deceased's name",
  })
  @ApiEnvelope(PhrasesDataDto)
  @ApiFailures(400, 404)
  async phrases(@Param('id') id: string) {
    return ok({ phrases: await this.condolences.phrases(id) });
  }

  @Post('book')
  @ReadsPage('body.qrcode')
  @HttpCode(200)
  @ApiOperation({ operationId: 'book', summary: 'Sign the book (published, or pending a confirmation link)' })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(BookDataDto)
  @ApiFailures(400, 403, 404, 429)
  async book(@Body() body: BookDto, @Req() req: AuthenticatedRequest) {
    const outcome = await this.condolences.book(body, req.auth?.user ?? null, ipOf(req));
    return ok(
      { pending: outcome.pending, ID: outcome.id, channel: outcome.channel },
      { message: outcome.pending ? CondolenceMessages.pending : CondolenceMessages.published },
    );
  }

  @Post('bookconfirm')
  @HttpCode(200)
  @ApiOperation({ operationId: 'bookconfirm', summary: 'Publish a pending condolence (one-shot link)' })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(BookConfirmDataDto)
  @ApiFailures(403, 410)
  async bookConfirm(@Body() body: BookConfirmDto) {
    const { deceasedId } = await this.condolences.confirm(body.id, body.token);
    return ok({ deceasedID: deceasedId }, { message: CondolenceMessages.published });
  }

  @Post('bookCode')
  @HttpCode(200)
  @ApiOperation({ operationId: 'bookCode', summary: 'Publish a pending condolence with the 6-digit code' })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(BookConfirmDataDto)
  @ApiFailures(400, 403, 429)
  async bookCode(@Body() body: BookCodeDto, @Req() req: AuthenticatedRequest) {
    const { deceasedId } = await this.condolences.confirmCode(body.deceasedID, body.smsCode, ipOf(req));
    return ok({ deceasedID: deceasedId }, { message: CondolenceMessages.published });
  }

  @Post('checkPhone')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'checkPhone',
    summary: 'Whether a phone number can receive the code (never whether an account holds it)',
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(CheckPhoneDataDto)
  @ApiFailures(403, 429)
  async checkPhone(@Body() body: CheckPhoneDto, @Req() req: AuthenticatedRequest) {
    return ok({ valid: await this.condolences.checkPhone(body.telephone, ipOf(req)) });
  }
}
