import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { mediaUrl } from '../../common/media-url';
import { Dedication } from './dedication.entity';
import type { PendingDedicationDto } from './dto/pending-dedication.dto';

export type NewDedication = Omit<Dedication, 'id' | 'deceased' | 'createdAt'> & { createdAt?: Date };

/**
 * Dedications and gifts left on a deceased's page (DESIGN "Back end": module `dedications`). This issue
 * brings the table and the owner's list of dedications waiting for approval; ordering, payment and the
 * accept/refuse flow come later.
 */
@Injectable()
export class DedicationsService {
  constructor(@InjectRepository(Dedication) private readonly dedications: Repository<Dedication>) {}

  /** Pending dedications on the deceased the user owns, newest first (client panel #dedic). */
  async listPendingForOwner(ownerUserId: number): Promise<PendingDedicationDto[]> {
    const rows = await this.dedications
      .createQueryBuilder('dedication')
      .innerJoinAndSelect('dedication.deceased', 'deceased')
      .where('deceased.owner_user_id = :ownerUserId', { ownerUserId })
      .andWhere("dedication.status = 'pending'")
      .orderBy('dedication.created_at', 'DESC')
      .addOrderBy('dedication.id', 'DESC')
      .getMany();
    return rows.map((row) => {
      const url = mediaUrl(row.mediaFilename);
      return {
        ID: row.id,
        type: row.type,
        text: row.text,
        time: Math.floor(row.createdAt.getTime() / 1000),
        showAuthor: row.sign,
        media: url && row.mediaType ? { filename: url, type: row.mediaType } : null,
        status: 'pending' as const,
        deceased: {
          ID: row.deceasedId,
          name: row.deceased?.name ?? '',
          surname: row.deceased?.surname ?? '',
        },
        giver: { name: row.giverName, surname: row.giverSurname },
      };
    });
  }

  async countForDeceased(deceasedId: number): Promise<number> {
    return this.dedications.countBy({ deceasedId });
  }

  async create(input: NewDedication): Promise<Dedication> {
    return this.dedications.save(
      this.dedications.create({ ...input, createdAt: input.createdAt ?? new Date() }),
    );
  }
}
