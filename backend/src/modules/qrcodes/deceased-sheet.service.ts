import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/app-error';
import { parseId } from '../../common/ids';
import type { User } from '../accounts/user.entity';
import { roleOf } from '../auth/request-auth';
import { DeceasedService } from '../deceased/deceased.service';
import { PartnersService } from '../partners/partners.service';
import { QrAdminErrors, QrAdminMessages } from './qr-admin.errors';
import { QrDocumentsService, SHEET_LAYOUTS, type SheetLayout } from './qr-documents.service';

export const DeceasedSheetMessages = {
  noPlaque:
    "Nessun QR code associato a questo defunto: attiva la lapide digitale ('Attiva lapide digitale') per stamparlo",
} as const;

/**
 * 'QR in formato A4' and 'QR in griglia' of one deceased (spec panels §2 "Memorial forms" 3, the result
 * dialog after a save): the print sheet of the plaque on its tombstone. An admin
 * prints any; a funeral home only its own deceased (another's does not exist for it).
 */
@Injectable()
export class DeceasedSheetService {
  constructor(
    private readonly deceased: DeceasedService,
    private readonly partners: PartnersService,
    private readonly documents: QrDocumentsService,
  ) {}

  async sheet(rawId: string, rawLayout: unknown, viewer: User): Promise<{ pdf: Buffer; filename: string }> {
    const layout = typeof rawLayout === 'string' ? rawLayout : 'a4';
    if (!SHEET_LAYOUTS.includes(layout as SheetLayout))
      throw QrAdminErrors.field('layout', QrAdminMessages.invalid);
    let id: number;
    try {
      id = parseId(rawId);
    } catch {
      throw QrAdminErrors.notFound();
    }
    const person = await this.deceased.findById(id);
    if (!person) throw QrAdminErrors.notFound();
    if (roleOf(viewer) !== 'admin') {
      const partner = await this.partners.findByUser(viewer.id);
      if (!partner || person.partnerId !== partner.id) throw QrAdminErrors.notFound();
    }
    const plaque = await this.documents.plaqueOf(id);
    if (!plaque) throw new AppError(404, 'NO_PLAQUE', DeceasedSheetMessages.noPlaque);
    return {
      pdf: await this.documents.pdf([plaque], layout as SheetLayout),
      filename: `qrcode-${layout}-${plaque.code}.pdf`,
    };
  }
}
