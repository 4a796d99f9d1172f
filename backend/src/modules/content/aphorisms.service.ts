import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Aphorism } from './aphorism.entity';
import type { AphorismDto } from './dto/content-responses.dto';

/** The suggested aphorisms of a tombstone page (spec public §7 getAphorism), in their shipped order. */
@Injectable()
export class AphorismsService {
  constructor(@InjectRepository(Aphorism) private readonly aphorisms: Repository<Aphorism>) {}

  async list(): Promise<AphorismDto[]> {
    const rows = await this.aphorisms.find({ order: { id: 'ASC' } });
    return rows.map((row) => ({ ID: row.id, text: row.text, author: row.author }));
  }
}
