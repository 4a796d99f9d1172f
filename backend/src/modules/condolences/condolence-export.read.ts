import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Condolence, type CondolenceStatus } from './condolence.entity';

/** One condolence its author wrote, as the author's own data export gives it. */
export interface AuthoredCondolence {
  id: number;
  deceasedId: number;
  authorName: string;
  text: string;
  status: CondolenceStatus;
  createdAt: Date;
  publishedAt: Date | null;
}

/**
 * The condolences module's reads for the family's export (docs/contracts.md "Family export"): the messages a
 * signed-in person wrote, whatever their state, for their own data export.
 */
@Injectable()
export class CondolenceExportRead {
  constructor(@InjectRepository(Condolence) private readonly condolences: Repository<Condolence>) {}

  /** Every condolence written from this account, oldest first: one query. */
  async writtenBy(userId: number): Promise<AuthoredCondolence[]> {
    return this.condolences.find({
      select: {
        id: true,
        deceasedId: true,
        authorName: true,
        text: true,
        status: true,
        createdAt: true,
        publishedAt: true,
      },
      where: { userId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }
}
