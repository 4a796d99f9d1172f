import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiHeader, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../../common/api-envelope.decorators';
import { ok } from '../../../common/envelope';
import { signedInUser, type AuthenticatedRequest } from '../../auth/request-auth';
import { Roles } from '../../auth/roles.guard';
import { sendFile } from '../../../common/file-answer';
import { CardDocumentsService } from './card-documents.service';
import { CardSendingService } from './card-sending.service';
import { CardMessages } from './cards.errors';
import { CardSentDto, ObituaryCardQueryDto, PageDataSentDto, SendCardDto } from './dto/cards.dto';

const ID_PARAM = { name: 'id', description: 'Deceased id (000 prefix accepted)', example: '0001000' };
const PDF = 'application/pdf';

/**
 * The cards and printable documents of a record and the messages that share them (spec panels §2 result
 * dialog, §4, §5, §6, §7, §8). Documents answer the file itself (attachment); failures the
 * JSON envelope. A partner reaches its company's records only (others 404), the tombstone's owner its
 * tombstone's cards and book, an admin everything.
 */
@ApiTags('obituaries')
@Controller('api')
export class CardsController {
  constructor(
    private readonly documents: CardDocumentsService,
    private readonly sending: CardSendingService,
  ) {}

  @Get('obituaryCard/create/:id')
  @Roles('admin', 'partner')
  @ApiOperation({
    operationId: 'obituaryCard',
    summary: "'Manifesto + Cartoncino Qr': the manifesto with the card of the notice's QR code and link",
  })
  @ApiParam(ID_PARAM)
  @ApiProduces('image/jpeg', PDF)
  @ApiFailures(400, 401, 403, 404)
  async obituaryCard(
    @Param('id') id: string,
    @Query() query: ObituaryCardQueryDto,
    @Req() req: AuthenticatedRequest,
    @Res() res: Response,
  ) {
    const format = query.format ?? 'jpg';
    const file = await this.documents.obituaryCard(id, format, signedInUser(req));
    sendFile(res, { body: file.body, type: format === 'pdf' ? PDF : 'image/jpeg', filename: file.filename });
  }

  @Get('obituaryCard/indication/:id')
  @Roles('admin', 'partner')
  @ApiOperation({
    operationId: 'obituaryIndication',
    summary: "'Indicazioni per le condoglianze': the book's QR code, link and instructions (PDF)",
  })
  @ApiParam(ID_PARAM)
  @ApiProduces(PDF)
  @ApiFailures(400, 401, 403, 404)
  async indication(@Param('id') id: string, @Req() req: AuthenticatedRequest, @Res() res: Response) {
    const file = await this.documents.indication(id, signedInUser(req));
    sendFile(res, { body: file.body, type: PDF, filename: file.filename });
  }

  @Get('deceasedCard/:id')
  @Roles('admin', 'partner', 'client')
  @ApiOperation({
    operationId: 'deceasedCard',
    summary: "The tombstone page's card, one A4 page: QR code, link, code and verification code (PDF)",
  })
  @ApiParam(ID_PARAM)
  @ApiProduces(PDF)
  @ApiFailures(400, 401, 403, 404)
  async deceasedCard(@Param('id') id: string, @Req() req: AuthenticatedRequest, @Res() res: Response) {
    const file = await this.documents.tombstoneCard(id, 'a4', signedInUser(req));
    sendFile(res, { body: file.body, type: PDF, filename: file.filename });
  }

  @Get('deceasedCard2/:id')
  @Roles('admin', 'partner', 'client')
  @ApiOperation({
    operationId: 'deceasedCard2',
    summary: "The tombstone page's pocket card (A6 landscape): QR code, link, codes (PDF)",
  })
  @ApiParam(ID_PARAM)
  @ApiProduces(PDF)
  @ApiFailures(400, 401, 403, 404)
  async deceasedCard2(@Param('id') id: string, @Req() req: AuthenticatedRequest, @Res() res: Response) {
    const file = await this.documents.tombstoneCard(id, 'pocket', signedInUser(req));
    sendFile(res, { body: file.body, type: PDF, filename: file.filename });
  }

  @Get('pdfBook/:id')
  @Roles('admin', 'partner', 'client')
  @ApiOperation({
    operationId: 'pdfBook',
    summary:
      'The condolence book as PDF, every published message; refused (402 PURCHASE_REQUIRED) while sold on account',
  })
  @ApiParam(ID_PARAM)
  @ApiProduces(PDF)
  @ApiFailures(400, 401, 402, 403, 404)
  async pdfBook(@Param('id') id: string, @Req() req: AuthenticatedRequest, @Res() res: Response) {
    const file = await this.documents.book(id, signedInUser(req));
    sendFile(res, { body: file.body, type: PDF, filename: file.filename });
  }

  @Post('obituaries/sendCard')
  @HttpCode(200)
  @Roles('admin', 'partner')
  @ApiOperation({
    operationId: 'sendCard',
    summary: "Send the notice's card by WhatsApp to a number (+39): queued in the outbox",
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(CardSentDto)
  @ApiFailures(400, 401, 403, 404)
  async sendCard(@Body() body: SendCardDto, @Req() req: AuthenticatedRequest) {
    return ok(await this.sending.sendCard(body.deceasedID, body.phone, signedInUser(req)), {
      message: CardMessages.cardSent,
    });
  }

  /** Queues a message, so a POST with the CSRF token: no GET changes state (docs/contracts.md "CSRF"). */
  @Post('partnerSend/:id')
  @HttpCode(200)
  @Roles('admin', 'partner')
  @ApiOperation({
    operationId: 'partnerSend',
    summary: "Send the page's data (links, QR code, verification code) to oneself by the preferred contact",
  })
  @ApiParam(ID_PARAM)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(PageDataSentDto)
  @ApiFailures(400, 401, 403, 404, 409)
  async partnerSend(@Param('id') id: string, @Req() req: AuthenticatedRequest) {
    return ok(await this.sending.partnerSend(id, signedInUser(req)), { message: CardMessages.pageDataSent });
  }
}
