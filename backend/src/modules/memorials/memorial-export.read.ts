import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MemorialMediaItem, type MemorialMediaType } from './memorial-media.entity';

/** One photo or video of a page's gallery, by its media key. */
export interface GalleryFile {
  type: MemorialMediaType;
  /** Media key under media/. */
  key: string;
}

/**
 * The memorials module's read for the family's export (docs/contracts.md "Family export"): the gallery's
 * files in position order, expired service or not (the files are the family's; only the page stops showing
 * them).
 */
@Injectable()
export class MemorialExportRead {
  constructor(@InjectRepository(MemorialMediaItem) private readonly media: Repository<MemorialMediaItem>) {}

  /** The gallery of a deceased's memorial, in position order; empty without a memorial. One query. */
  async galleryOf(deceasedId: number): Promise<GalleryFile[]> {
    const rows = await this.media
      .createQueryBuilder('media')
      .innerJoin('media.memorial', 'memorial')
      .where('memorial.deceased_id = :deceasedId', { deceasedId })
      .orderBy('media.position', 'ASC')
      .addOrderBy('media.id', 'ASC')
      .getMany();
    return rows.map((row) => ({ type: row.type, key: row.file }));
  }
}
