import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import {
  Dedication,
  PUBLISHED_DEDICATION_STATUSES,
  type DedicationMediaType,
  type DedicationStatus,
  type DedicationType,
} from './dedication.entity';

/** One accepted dedication of a page, as the family's archive and book hold it. */
export interface AcceptedDedication {
  id: number;
  type: DedicationType;
  text: string;
  /** The signature the giver chose; null when anonymous. */
  sign: string | null;
  /** Media key (under media/) of its photo or video, or null. */
  mediaKey: string | null;
  mediaType: DedicationMediaType | null;
  createdAt: Date;
}

/** One dedication its giver made, as the giver's own data export gives it. */
export interface GivenDedication {
  id: number;
  deceasedId: number;
  type: DedicationType;
  text: string | null;
  sign: string | null;
  status: DedicationStatus;
  createdAt: Date;
}

/**
 * The dedications module's reads for the family's export (docs/contracts.md "Family export"): a page's
 * accepted dedications in full (the memorial page lists only the newest), and what a person gave.
 */
@Injectable()
export class DedicationExportRead {
  constructor(@InjectRepository(Dedication) private readonly dedications: Repository<Dedication>) {}

  /**
   * The dedications the family accepted on a page, oldest first, with their text, signature and media. Pending
   * ones still wait for the family, refused ones are published without text or media (spec panels §4).
   */
  async acceptedOn(deceasedId: number): Promise<AcceptedDedication[]> {
    const rows = await this.dedications.find({
      select: {
        id: true,
        type: true,
        text: true,
        sign: true,
        mediaFilename: true,
        mediaType: true,
        createdAt: true,
      },
      where: { deceasedId, status: 'accepted' },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      text: row.text ?? '',
      sign: row.sign,
      mediaKey: row.mediaFilename,
      mediaType: row.mediaType,
      createdAt: row.createdAt,
    }));
  }

  /** What a person gave from their account (paid or waiting; unpaid and cancelled orders left out). */
  async givenBy(userId: number): Promise<GivenDedication[]> {
    return this.dedications.find({
      select: {
        id: true,
        deceasedId: true,
        type: true,
        text: true,
        sign: true,
        status: true,
        createdAt: true,
      },
      where: { giverUserId: userId, status: In([...PUBLISHED_DEDICATION_STATUSES]) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }
}
