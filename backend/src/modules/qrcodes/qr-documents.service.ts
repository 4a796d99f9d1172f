import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RenderPool } from '../../common/render-pool/render-pool';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { QrCode } from './qr-code.entity';
import type { SheetLayout } from './qr-sheet.pdf';

export type { SheetLayout } from './qr-sheet.pdf';
export const SHEET_LAYOUTS: readonly SheetLayout[] = ['a4', 'grid'];

export interface PlaqueSheetItem {
  code: string;
  verificationCode: string;
}

export interface PlaqueUrls {
  /** What the plaque's QR encodes: `${PUBLIC_URL}/qr/{code}` (the server redirects it). */
  url: string;
  /** The condolence QR: `${PUBLIC_URL}/qr/{code}/condoglianze`. */
  condolenceUrl: string;
}

const PNG_WIDTH = 600;

/**
 * The plaque's printable things (spec panels §2 "Nuovi QR code"): the QR image of a code
 * ('Visualizza qr-code') and the print sheets, made with qrcode and pdfmake. Used by the admin routes and
 * by whoever shows a partner its own temporary codes. The drawing runs in the render pool (qr-sheet.pdf.ts).
 */
@Injectable()
export class QrDocumentsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly renderPool: RenderPool,
  ) {}

  /** The plaque on a deceased's tombstone (the first one given to it), for the printed cards; null: none. */
  async plaqueOf(deceasedId: number): Promise<PlaqueSheetItem | null> {
    const plaque = await this.dataSource.getRepository(QrCode).findOne({
      where: { deceasedId },
      order: { id: 'ASC' },
      select: { id: true, code: true, verificationCode: true },
    });
    return plaque ? { code: plaque.code, verificationCode: plaque.verificationCode } : null;
  }

  urlsOf(code: string): PlaqueUrls {
    const url = `${this.config.publicUrl}/qr/${encodeURIComponent(code)}`;
    return { url, condolenceUrl: `${url}/condoglianze` };
  }

  /** The plaque's QR (or its condolence-book QR) as a PNG, 600 px wide with the quiet zone. */
  png(code: string, target: 'memorial' | 'book' = 'memorial'): Promise<Buffer> {
    const { url, condolenceUrl } = this.urlsOf(code);
    return this.renderPool.run('qr.png', { text: target === 'book' ? condolenceUrl : url, width: PNG_WIDTH });
  }

  /** The print sheet of these plaques, in the given order. */
  pdf(items: PlaqueSheetItem[], layout: SheetLayout): Promise<Buffer> {
    return this.renderPool.run('qr.sheet', {
      items: items.map((item) => ({ ...item, ...this.urlsOf(item.code) })),
      layout,
      activateAt: `${this.config.publicUrl}/activate-qrCode`,
    });
  }
}
