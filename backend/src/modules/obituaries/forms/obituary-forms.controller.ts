import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiHeader, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../../common/api-envelope.decorators';
import { ok } from '../../../common/envelope';
import { signedInUser, type AuthenticatedRequest } from '../../auth/request-auth';
import { Roles } from '../../auth/roles.guard';
import {
  ObituaryCheckDto,
  ObituaryCheckResultDto,
  ObituaryDeletedDto,
  ObituaryDeleteDto,
  ObituaryFormDto,
  ObituaryRecordDto,
  ObituarySavedDto,
} from './dto/obituary-form.dto';
import type { FormKind } from './obituary-form-rules';
import { ObituaryFormMessages as M } from './obituary-forms.errors';
import { ObituaryFormsService } from './obituary-forms.service';
import { ObituaryRecordsService } from './obituary-records.service';

const FORMS = ['application/x-www-form-urlencoded', 'application/json'];

/** One multipart save route: operationId = path, its summary and the spec's success text. */
const SaveRoute =
  (path: FormKind, summary: string) => (target: object, key: string, descriptor: PropertyDescriptor) => {
    Post(path)(target, key, descriptor);
    HttpCode(200)(target, key, descriptor);
    ApiOperation({ operationId: path, summary })(target, key, descriptor);
    ApiConsumes('multipart/form-data')(target, key, descriptor);
    ApiBody({ type: ObituaryFormDto })(target, key, descriptor);
    ApiHeader({ name: 'X-CSRF-Token', required: true })(target, key, descriptor);
    ApiEnvelope(ObituarySavedDto)(target, key, descriptor);
    ApiFailures(400, 401, 403, 404, 413)(target, key, descriptor);
  };

/**
 * The deceased and obituary forms of the partner and admin panels (spec panels §2, §4, §5, §7, §8): admins
 * (any record, partner chosen or 'Nessuno') and funeral homes (partner type 'partner': their own records
 * only, another's is 404). The role is checked before a byte of an upload is read. Success texts: the add
 * forms of a tombstone 'Defunto inserito con successo!' (addDeceased) and 'Il defunto verra' caricato al
 * piu' presto' (deceasedAndObituary: notice, manifesto and tombstone), the notice alone 'Il necrologio
 * verra' caricato al piu' presto' (addPoster); every modify form 'Defunto modificato con successo!'.
 */
@ApiTags('obituaries')
@Controller('api/obituaries')
@Roles('admin', 'partner')
export class ObituaryFormsController {
  constructor(
    private readonly forms: ObituaryFormsService,
    private readonly records: ObituaryRecordsService,
  ) {}

  @SaveRoute('addDeceased', 'Add a digital tombstone: Dati Defunto, Dati Lapide Digitale, optional memorial')
  async addDeceased(@Req() req: AuthenticatedRequest) {
    return ok(await this.forms.save('addDeceased', req, signedInUser(req)), { message: M.deceasedAdded });
  }

  @SaveRoute('deceasedAndObituary', "'Aggiungi necrologio + Lapide': notice, manifesto and tombstone")
  async deceasedAndObituary(@Req() req: AuthenticatedRequest) {
    const saved = await this.forms.save('deceasedAndObituary', req, signedInUser(req));
    return ok(saved, { message: M.deceasedQueued });
  }

  @SaveRoute('addPoster', "'Aggiungi necrologio': the notice and its manifesto only (showPage 0)")
  async addPoster(@Req() req: AuthenticatedRequest) {
    return ok(await this.forms.save('addPoster', req, signedInUser(req)), { message: M.obituaryQueued });
  }

  @SaveRoute(
    'editDeceasedAndObituary',
    'Modify a record: person, notice, manifesto and tombstone (deceasedID)',
  )
  async editDeceasedAndObituary(@Req() req: AuthenticatedRequest) {
    const saved = await this.forms.save('editDeceasedAndObituary', req, signedInUser(req));
    return ok(saved, { message: M.deceasedModified });
  }

  @SaveRoute(
    'obituaryModify',
    'Modify a notice: person, funeral and referring places, manifesto (obituaryID)',
  )
  async obituaryModify(@Req() req: AuthenticatedRequest) {
    const saved = await this.forms.save('obituaryModify', req, signedInUser(req));
    return ok(saved, { message: M.deceasedModified });
  }

  @SaveRoute(
    'deceasedModify',
    'Modify a tombstone: person, tombstone photo, referring places, partner (deceasedID)',
  )
  async deceasedModify(@Req() req: AuthenticatedRequest) {
    const saved = await this.forms.save('deceasedModify', req, signedInUser(req));
    return ok(saved, { message: M.deceasedModified });
  }

  @Post('obituaryDelete')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'obituaryDelete',
    summary: 'Delete a notice: a notice-only record goes, a tombstone only loses its notice data',
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(ObituaryDeletedDto)
  @ApiFailures(400, 401, 403, 404)
  async obituaryDelete(@Body() body: ObituaryDeleteDto, @Req() req: AuthenticatedRequest) {
    return ok(await this.records.delete(body.obituaryID, signedInUser(req)), { message: M.deleted });
  }

  @Post('obituaryCheck')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'obituaryCheck',
    summary: "Duplicate check: 'success' = none; 409 DUPLICATE_OBITUARY with the spec's question",
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(ObituaryCheckResultDto)
  @ApiFailures(400, 401, 403, 409)
  async obituaryCheck(@Body() body: ObituaryCheckDto, @Req() req: AuthenticatedRequest) {
    return ok(await this.records.check(body, signedInUser(req)), { message: M.noDuplicate });
  }

  @Get('record/:id')
  @ApiOperation({ operationId: 'obituaryRecord', summary: 'Everything a form needs to edit one record' })
  @ApiParam({ name: 'id', description: 'Record id (000 prefix accepted)' })
  @ApiEnvelope(ObituaryRecordDto)
  @ApiFailures(400, 401, 403, 404)
  async record(@Param('id') id: string, @Req() req: AuthenticatedRequest) {
    return ok(await this.records.read(id, signedInUser(req)));
  }
}
