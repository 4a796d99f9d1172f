import { Controller, Get, Header, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiHeader,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { sendFile } from '../../../common/file-answer';
import { readFile } from 'node:fs/promises';
import { ApiEnvelope, ApiFailures } from '../../../common/api-envelope.decorators';
import { CommonErrors, CommonMessages } from '../../../common/app-error';
import { ok } from '../../../common/envelope';
import { signedInUser, type AuthenticatedRequest } from '../../auth/request-auth';
import { Roles } from '../../auth/roles.guard';
import { UploadsService } from '../../media/uploads.service';
import {
  CreateManifestFormDto,
  ManifestBackgroundsDto,
  ManifestPreviewDto,
  SentenceGroupsDto,
} from './dto/manifesto.dto';
import { ManifestoAccessService } from './manifesto-access.service';
import { MANIFESTO_BACKGROUNDS } from './manifesto-assets';
import { manifestoFormData } from './manifesto-form';
import { MANIFESTO_PAPERS, type ManifestoPaper } from './manifesto-pdf';
import { SENTENCE_GROUP_KEYS, SENTENCE_GROUPS } from './manifesto-sentences.data';
import { ManifestoService } from './manifesto.service';
import { ReadsPage } from '../../deceased/page-read.guard';

const CSRF_HEADER = { name: 'X-CSRF-Token', required: true };
/** The public poster may change when the notice is edited: browsers and proxies keep it five minutes. */
const PUBLIC_CACHE = 'public, max-age=300';

/**
 * The manifesto's routes (spec panels §7 manifestBg, sentences, createManifest): the
 * background list and its thumbnails, the suggested sentences, the form's preview, the public poster of a
 * published notice and the print PDF for its funeral home or an admin.
 */
@ApiTags('obituaries')
@Controller('api/obituaries')
export class ManifestoController {
  constructor(
    private readonly manifesto: ManifestoService,
    private readonly access: ManifestoAccessService,
    private readonly uploads: UploadsService,
  ) {}

  @Get('manifestBg')
  @ApiOperation({
    operationId: 'manifestBg',
    summary: 'The manifesto backgrounds (ID, name, symbol, thumbnail)',
  })
  @ApiEnvelope(ManifestBackgroundsDto)
  manifestBg() {
    return ok({
      backgrounds: MANIFESTO_BACKGROUNDS.map(({ ID, name, symbol }) => ({
        ID,
        index: ID,
        name,
        symbol,
        url: `/api/obituaries/manifestBg/${ID}.jpg`,
      })),
    });
  }

  @Get('manifestBg/:id.jpg')
  @ApiOperation({
    operationId: 'manifestBgThumbnail',
    summary: 'Thumbnail of an empty poster on a background',
  })
  @ApiParam({ name: 'id', description: 'Background ID' })
  @ApiProduces('image/jpeg')
  @ApiFailures(400)
  async thumbnail(@Param('id') id: string, @Res() res: Response) {
    const jpeg = await this.manifesto.thumbnail(Number(id));
    if (!jpeg) throw CommonErrors.validation({ id: CommonMessages.invalid });
    sendFile(res, { body: jpeg, type: 'image/jpeg', cache: 'public, max-age=86400' });
  }

  @Get('sentences')
  @ApiOperation({
    operationId: 'sentences',
    summary: "Suggested sentences per group ('[anni]' = the age); gender M or F leaves out the other's",
  })
  @ApiQuery({ name: 'gender', enum: ['M', 'F'], required: false })
  @ApiEnvelope(SentenceGroupsDto)
  sentences(@Query('gender') gender?: string) {
    const wanted = gender === 'M' || gender === 'F' ? gender : null;
    return ok({
      groups: SENTENCE_GROUP_KEYS.map((key) => ({
        key,
        sentences: SENTENCE_GROUPS[key]
          .filter((sentence) => !wanted || !sentence.gender || sentence.gender === wanted)
          .map((sentence) => sentence.text),
      })),
    });
  }

  @Post('createManifest')
  @HttpCode(200)
  @Roles('admin', 'partner')
  @ApiOperation({
    operationId: 'createManifest',
    summary:
      'Preview of a manifesto from the form (multipart; partner or admin): the JPEG as a data URL, or the ' +
      'JPEG itself with Accept: image/jpeg',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: CreateManifestFormDto })
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(ManifestPreviewDto)
  @ApiFailures(400, 401, 403, 413)
  async createManifest(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const upload = await this.uploads.receive(req, { files: { manifest_photo: { kind: 'photo', max: 1 } } });
    const photoFile = upload.files.manifest_photo?.[0];
    let jpeg: Buffer;
    try {
      const photo = photoFile ? await readFile(photoFile.tmpPath) : null;
      jpeg = await this.manifesto.preview(manifestoFormData(upload.fields, photo));
    } finally {
      await this.uploads.discard(Object.values(upload.files).flat());
    }
    if (req.accepts(['application/json', 'image/jpeg']) === 'image/jpeg') {
      sendFile(res, { body: jpeg, type: 'image/jpeg', cache: 'no-store' });
      return undefined;
    }
    const { width = 0, height = 0 } = await this.manifesto.size(jpeg);
    return ok({
      image: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
      width,
      height,
      bytes: jpeg.length,
    });
  }

  @Get('manifest/:id.jpg')
  @ReadsPage()
  @ApiOperation({
    operationId: 'manifestJpeg',
    summary: 'The poster of a published notice (public; the custom one when uploaded)',
  })
  @ApiParam({ name: 'id', description: 'Deceased id (000 prefix accepted)' })
  @ApiProduces('image/jpeg')
  @ApiFailures(400, 404)
  async manifestJpeg(@Param('id') id: string, @Res() res: Response) {
    const deceasedId = await this.access.publicNotice(id);
    sendFile(res, { body: await this.manifesto.jpeg(deceasedId), type: 'image/jpeg', cache: PUBLIC_CACHE });
  }

  @Get('manifestPdf/:id')
  @Roles('admin', 'partner')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'manifestPdf',
    summary: "Print PDF of a notice's manifesto, A3 or 70×100 cm (its funeral home or an admin)",
  })
  @ApiParam({ name: 'id', description: 'Deceased id (000 prefix accepted)' })
  @ApiQuery({ name: 'format', enum: MANIFESTO_PAPERS, required: false, description: "Default 'A3'" })
  @ApiProduces('application/pdf')
  @ApiFailures(400, 401, 403, 404)
  async manifestPdf(
    @Param('id') id: string,
    @Query('format') format: string | undefined,
    @Req() req: AuthenticatedRequest,
    @Res() res: Response,
  ) {
    const paper = (format ?? 'A3') as ManifestoPaper;
    if (!MANIFESTO_PAPERS.includes(paper)) throw CommonErrors.validation({ format: CommonMessages.invalid });
    const deceased = await this.access.ownedNotice(signedInUser(req), id);
    const pdf = await this.manifesto.pdf(deceased.id, paper);
    sendFile(res, {
      body: pdf,
      type: 'application/pdf',
      filename: `manifesto-${deceased.surname}-${deceased.id}-${paper}.pdf`,
    });
  }
}
