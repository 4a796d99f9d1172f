import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, Like } from 'typeorm';
import { readRowCounts } from '../../common/row-counts';
import { chunks } from '../../database/chunks';
import { DeceasedPageParts, type PlaqueCodesOfDeceased } from '../deceased/deceased-page-parts';
import { QrCode } from './qr-code.entity';

/** A plaque as the panels' tables show it beside its deceased (spec panels §2 "tombstone QR"). */
export interface DeceasedPlaque {
  ID: number;
  code: string;
  /** The PNG of its QR (`GET api/qrcodes/{id}/image.png`: an admin, or the partner of its deceased). */
  image: string;
  /** 'pending' (waiting for the owner), 'active', 'expired' (a temporary code's 30 days over), or null. */
  activationStatus: 'pending' | 'active' | 'expired' | null;
  temporary: number;
}

/** The plaques of deceased and of partners, for the partner panel and the admin's lists (read only). */
@Injectable()
export class DeceasedPlaquesService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pageParts: DeceasedPageParts,
  ) {}

  onModuleInit(): void {
    this.pageParts.register('plaques', { codesOf: (deceasedIds) => this.codesOf(deceasedIds) });
  }

  /**
   * The code and verification code of each of these deceased's plaque (the newest when there are several),
   * by deceased id: only for the owner's own list (GET getDeceasedByID, own account or admin).
   */
  async codesOf(deceasedIds: number[]): Promise<Map<number, PlaqueCodesOfDeceased>> {
    const codes = new Map<number, PlaqueCodesOfDeceased>();
    for (const batch of chunks([...new Set(deceasedIds)], 1000))
      for (const row of await this.dataSource.getRepository(QrCode).find({
        select: { id: true, deceasedId: true, code: true, verificationCode: true },
        where: { deceasedId: In(batch) },
        order: { id: 'ASC' },
      }))
        if (row.deceasedId !== null)
          codes.set(row.deceasedId, { qrcodeAttivazione: row.code, verification_code: row.verificationCode });
    return codes;
  }

  /** The plaque of each of these deceased (the newest when there are several), by deceased id. */
  async plaquesOf(deceasedIds: number[]): Promise<Map<number, DeceasedPlaque>> {
    const plaques = new Map<number, DeceasedPlaque>();
    for (const batch of chunks([...new Set(deceasedIds)], 1000))
      for (const row of await this.dataSource.getRepository(QrCode).find({
        where: { deceasedId: In(batch) },
        order: { id: 'ASC' },
      }))
        if (row.deceasedId !== null)
          plaques.set(row.deceasedId, {
            ID: row.id,
            code: row.code,
            image: `/api/qrcodes/${row.id}/image.png`,
            activationStatus: row.expiredAt ? 'expired' : row.activationStatus,
            temporary: row.temporary,
          });
    return plaques;
  }

  /** The deceased whose plaque's code starts with `prefix` (letters and digits, any case); one query. */
  async deceasedWithCode(prefix: string): Promise<number[]> {
    const code = prefix.toUpperCase().replace(/[^A-Z0-9]/g, '');
    if (!code) return [];
    const rows = await this.dataSource.getRepository(QrCode).find({
      select: { deceasedId: true },
      where: { code: Like(`${code}%`) },
      take: 1000,
    });
    return rows.flatMap((row) => (row.deceasedId === null ? [] : [row.deceasedId]));
  }

  /** A partner's codes, and its temporary ones still usable (not expired, on no deceased, never activated). */
  async countsOfPartner(partnerId: number): Promise<{ total: number; temporaryAvailable: number }> {
    const counts = await readRowCounts(
      this.dataSource,
      ['qr_codes.partner', 'qr_codes.partner.temporary_available'],
      partnerId,
    );
    return {
      total: counts['qr_codes.partner'],
      temporaryAvailable: counts['qr_codes.partner.temporary_available'],
    };
  }
}
