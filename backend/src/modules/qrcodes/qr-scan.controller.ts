import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { PageReadService } from '../deceased/page-read.service';
import { ActivationService, type ScanKind } from './activation.service';

/**
 * What a plaque's QR opens (docs/contracts.md "Plaques"): `${PUBLIC_URL}/qr/{code}` and its condolence QR
 * `/qr/{code}/condoglianze`, answered with a 302 to the memorial, the book, the activation form or the
 * expired-code page. Not under /api (the shell middleware leaves these paths to this controller); never
 * cached, since the target changes when the plaque is activated. The plaque is the key of a page that is not
 * public (docs/contracts.md "Page privacy"): the scan of an active plaque hands out the page's landing
 * cookie, so the memorial (its data, book, calendar and media) opens for whoever holds the plaque.
 */
@ApiExcludeController()
@Controller('qr')
export class QrScanController {
  constructor(
    private readonly activation: ActivationService,
    private readonly reads: PageReadService,
  ) {}

  @Get(':code')
  async memorial(@Param('code') code: string, @Res() res: Response): Promise<void> {
    await this.redirect(code, 'memorial', res);
  }

  @Get(':code/condoglianze')
  async book(@Param('code') code: string, @Res() res: Response): Promise<void> {
    await this.redirect(code, 'book', res);
  }

  private async redirect(code: string, kind: ScanKind, res: Response): Promise<void> {
    const target = await this.activation.scanTarget(code, kind);
    const page = /^\/memorial(?:-book)?\?000(\d+)$/.exec(target);
    if (page) await this.reads.grant(res, Number(page[1]), 'qr');
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, target);
  }
}
