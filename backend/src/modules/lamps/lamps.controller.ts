import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiHeader, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { sendFile } from '../../common/file-answer';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { AuthErrors } from '../auth/auth.errors';
import type { AuthenticatedRequest } from '../auth/request-auth';
import { Roles } from '../auth/roles.guard';
import {
  LampCreateDto,
  LampListQueryDto,
  LampPaymentCreateDto,
  LampPaymentsQueryDto,
  LampSearchDto,
  LampSerialDto,
  LampSetDto,
  SubscriberCreateDto,
  SubscriberRefDto,
  SubscriberUpdateDto,
  UnitRefDto,
  UnitToggleDto,
} from './dto/lamp-inputs.dto';
import {
  DeceasedHitsDto,
  LampCreatedDto,
  LampDataDto,
  LampListDto,
  LampPaymentCreatedDto,
  LampPaymentsDto,
  LampUnitsDto,
  SubscriberCreatedDto,
  SubscriberHitsDto,
} from './dto/lamp-outputs.dto';
import { LampPaymentsService } from './lamp-payments.service';
import { LampReceiptsService } from './lamp-receipts.service';
import { LampSubscribersService } from './lamp-subscribers.service';
import { paymentDto, subscriberDto } from './lamp-views';
import { LampMessages } from './lamps.errors';
import { LampsService } from './lamps.service';

const FORMS = ['application/json', 'application/x-www-form-urlencoded'];

/** The signed-in lamp manager (the Roles guard has checked there is one). */
function manager(req: AuthenticatedRequest) {
  const user = req.auth?.user;
  if (!user) throw AuthErrors.notLoggedIn();
  return user;
}

/** A payment's receipt, shown in the browser. */
function sendReceipt(res: Response, pdf: Buffer, protocol: string): void {
  const filename = `ricevuta-${protocol.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
  sendFile(res, { body: pdf, type: 'application/pdf', filename, disposition: 'inline' });
}

/**
 * The lamp panel's calls (spec panels §2 /lampade-panel, §7 "Lamps"; public §7 lampadaData,
 * lampadeCollegateLoad). Lamp managers only; every lamp, subscriber, payment and connected lamp is
 * checked against the signed-in manager in the services (`idGestore === user.id`).
 */
@ApiTags('lampade')
@Controller('api/lampade')
@Roles('gestorelampade')
export class LampsController {
  constructor(
    private readonly lamps: LampsService,
    private readonly subscribers: LampSubscribersService,
    private readonly payments: LampPaymentsService,
    private readonly receipts: LampReceiptsService,
  ) {}

  @Get('lampadeGestoreData/:userid')
  @ApiOperation({ operationId: 'lampadeGestoreData', summary: "The manager's lamps (#lampade table)" })
  @ApiEnvelope(LampListDto)
  @ApiFailures(400, 401, 403)
  async list(
    @Param('userid') userId: string,
    @Query() query: LampListQueryDto,
    @Req() req: AuthenticatedRequest,
  ) {
    return ok(await this.lamps.list(manager(req), userId, query));
  }

  @Get('lampadaData/:id')
  @ApiOperation({
    operationId: 'lampadaData',
    summary: 'The lamp popup of a deceased (id = idDefunto), only for its manager',
  })
  @ApiEnvelope(LampDataDto)
  @ApiFailures(400, 401, 403, 404)
  async data(@Param('id') id: string, @Req() req: AuthenticatedRequest) {
    const lampadaData = await this.lamps.dataOfDeceased(manager(req), id);
    return ok({ result: 'success' as const, lampadaData });
  }

  @Post('lampadaSet')
  @HttpCode(200)
  @ApiOperation({ operationId: 'lampadaSet', summary: 'Mode and schedules of a lamp (seconds, at least 1)' })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(LampDataDto)
  @ApiFailures(400, 401, 403, 404)
  async set(@Body() body: LampSetDto, @Req() req: AuthenticatedRequest) {
    const lampadaData = await this.lamps.set(manager(req), body);
    return ok({ result: 'success' as const, lampadaData }, { message: LampMessages.configurationUpdated });
  }

  @Post('lampadaPagamenti')
  @HttpCode(200)
  @ApiOperation({ operationId: 'lampadaPagamenti', summary: "A lamp's payments, newest first" })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(LampPaymentsDto)
  @ApiFailures(400, 401, 403, 404)
  async paymentsOf(@Body() body: LampPaymentsQueryDto, @Req() req: AuthenticatedRequest) {
    const payments = await this.payments.list(manager(req), body);
    return ok({ pagamenti: payments.map(paymentDto) });
  }

  @Post('lampadaPagamentoCreate')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'lampadaPagamentoCreate',
    summary: 'Records a payment: extends dataTermineAccensione to enddate; the subscriber gets the receipt',
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(LampPaymentCreatedDto)
  @ApiFailures(400, 401, 403, 404)
  async createPayment(@Body() body: LampPaymentCreateDto, @Req() req: AuthenticatedRequest) {
    const user = manager(req);
    const outcome = await this.payments.create(user, body);
    return ok(
      {
        pagamento: paymentDto(outcome.payment),
        lampada: await this.lamps.view(outcome.lampId),
        created: outcome.created,
      },
      { message: LampMessages.paymentRecorded },
    );
  }

  @Get('lampadaRicevuta/:idPagamento')
  @ApiOperation({ operationId: 'lampadaRicevuta', summary: "A payment's receipt PDF (the lamp's manager)" })
  @ApiProduces('application/pdf')
  @ApiFailures(400, 401, 403, 404)
  async receipt(@Param('idPagamento') id: string, @Req() req: AuthenticatedRequest, @Res() res: Response) {
    const { pdf, protocol } = await this.receipts.receiptForManager(manager(req), id);
    sendReceipt(res, pdf, protocol);
  }

  @Post('lampadeCollegateLoad')
  @HttpCode(200)
  @ApiOperation({ operationId: 'lampadeCollegateLoad', summary: "A lamp's connected lamps" })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(LampUnitsDto)
  @ApiFailures(400, 401, 403, 404)
  async units(@Body() body: LampSerialDto, @Req() req: AuthenticatedRequest) {
    return ok({
      result: 'success' as const,
      lampadeCollegate: await this.lamps.units(manager(req), body.seriale),
    });
  }

  @Post('lampadeCollegateAttiva')
  @HttpCode(200)
  @ApiOperation({ operationId: 'lampadeCollegateAttiva', summary: 'Enables or disables a connected lamp' })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(null)
  @ApiFailures(400, 401, 403, 404)
  async toggleUnit(@Body() body: UnitToggleDto, @Req() req: AuthenticatedRequest) {
    await this.lamps.toggleUnit(manager(req), body);
    return ok(null, { message: LampMessages.modified });
  }

  @Post('lampadeCollegateDelete')
  @HttpCode(200)
  @ApiOperation({ operationId: 'lampadeCollegateDelete', summary: 'Removes a connected lamp' })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(null)
  @ApiFailures(400, 401, 403, 404)
  async deleteUnit(@Body() body: UnitRefDto, @Req() req: AuthenticatedRequest) {
    await this.lamps.deleteUnit(manager(req), body.idProduzione);
    return ok(null, { message: LampMessages.deleted });
  }

  @Post('lampadaSearchDefunti')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'lampadaSearchDefunti',
    summary: 'Deceased to give a lamp (#aggiungi-lampada)',
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(DeceasedHitsDto)
  @ApiFailures(400, 401, 403)
  async searchDeceased(@Body() body: LampSearchDto) {
    return ok({ defunti: await this.lamps.searchDeceased(body.searchInput) });
  }

  @Post('lampadaSearchAbbonati')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'lampadaSearchAbbonati',
    summary: "The manager's subscribers (#aggiungi-lampada)",
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(SubscriberHitsDto)
  @ApiFailures(400, 401, 403)
  async searchSubscribers(@Body() body: LampSearchDto, @Req() req: AuthenticatedRequest) {
    const found = await this.subscribers.search(manager(req), body.searchInput);
    return ok({ abbonati: found.map(subscriberDto) });
  }

  @Post('lampadaCreate')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'lampadaCreate',
    summary: 'A lamp for a deceased and a subscriber; its MQTT password, once',
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(LampCreatedDto)
  @ApiFailures(400, 401, 403, 404, 409)
  async create(@Body() body: LampCreateDto, @Req() req: AuthenticatedRequest) {
    return ok(await this.lamps.create(manager(req), body), { message: LampMessages.lampCreated });
  }

  @Post('lampadaAbbonatoCreate')
  @HttpCode(200)
  @ApiOperation({ operationId: 'lampadaAbbonatoCreate', summary: 'A subscriber (every field required)' })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(SubscriberCreatedDto)
  @ApiFailures(400, 401, 403, 409)
  async createSubscriber(@Body() body: SubscriberCreateDto, @Req() req: AuthenticatedRequest) {
    const { subscriber } = await this.subscribers.create(manager(req), body);
    return ok({ abbonato: subscriberDto(subscriber) }, { message: LampMessages.subscriberCreated });
  }

  @Post('lampadaAbbonato')
  @HttpCode(200)
  @ApiOperation({ operationId: 'lampadaAbbonato', summary: 'One subscriber of the manager' })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(SubscriberCreatedDto)
  @ApiFailures(400, 401, 403, 404)
  async subscriber(@Body() body: SubscriberRefDto, @Req() req: AuthenticatedRequest) {
    return ok({ abbonato: subscriberDto(await this.subscribers.owned(manager(req), body.idAbbonato)) });
  }

  @Post('lampadaAbbonatoUpdate')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'lampadaAbbonatoUpdate',
    summary:
      'Corrects a subscriber of the manager: fields left out keep their values; unchanged writes nothing',
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(SubscriberCreatedDto)
  @ApiFailures(400, 401, 403, 404, 409)
  async updateSubscriber(@Body() body: SubscriberUpdateDto, @Req() req: AuthenticatedRequest) {
    const subscriber = await this.subscribers.update(manager(req), body);
    return ok({ abbonato: subscriberDto(subscriber) }, { message: LampMessages.modified });
  }

  @Post('lampadaDelete')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'lampadaDelete',
    summary: 'Deletes a lamp, its payments and its connected lamps',
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(null)
  @ApiFailures(400, 401, 403, 404)
  async remove(@Body() body: LampSerialDto, @Req() req: AuthenticatedRequest) {
    await this.lamps.remove(manager(req), body.seriale);
    return ok(null, { message: LampMessages.deleted });
  }
}

/** The subscriber's receipt link (no account: the link's secret is the permission). */
@ApiTags('lampade')
@Controller('api/lampade')
export class LampReceiptsController {
  constructor(private readonly receipts: LampReceiptsService) {}

  @Get('ricevuta/:idPagamento')
  @ApiOperation({
    operationId: 'lampadaRicevutaAbbonato',
    summary: "A payment's receipt PDF by the subscriber's link",
  })
  @ApiQuery({ name: 'token', required: true })
  @ApiProduces('application/pdf')
  @ApiFailures(400, 404)
  async receipt(
    @Param('idPagamento') id: string,
    @Query('token') token: string | undefined,
    @Res() res: Response,
  ) {
    const { pdf, protocol } = await this.receipts.receiptByToken(
      id,
      typeof token === 'string' ? token : undefined,
    );
    sendReceipt(res, pdf, protocol);
  }

  @Get('ricevuta/:idPagamento/fattura')
  @ApiOperation({
    operationId: 'lampadaFatturaAbbonato',
    summary: "The payment's invoice as a readable PDF copy, by the subscriber's receipt link",
  })
  @ApiQuery({ name: 'token', required: true })
  @ApiProduces('application/pdf')
  @ApiFailures(400, 404, 409)
  async invoice(
    @Param('idPagamento') id: string,
    @Query('token') token: string | undefined,
    @Res() res: Response,
  ) {
    const { pdf, protocol } = await this.receipts.invoiceCopyByToken(
      id,
      typeof token === 'string' ? token : undefined,
    );
    const filename = `fattura-${protocol.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;
    sendFile(res, { body: pdf, type: 'application/pdf', filename, disposition: 'inline' });
  }
}
