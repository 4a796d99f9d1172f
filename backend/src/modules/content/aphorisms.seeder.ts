import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Aphorism } from './aphorism.entity';
import { APHORISMS } from './aphorisms.data';

/** Loads the shipped aphorisms at start; only texts not yet present are added (idempotent). */
@Injectable()
export class AphorismsSeeder implements OnModuleInit {
  constructor(@InjectRepository(Aphorism) private readonly aphorisms: Repository<Aphorism>) {}

  async onModuleInit(): Promise<void> {
    const present = new Set((await this.aphorisms.find()).map((row) => row.text));
    const missing = APHORISMS.filter((row) => !present.has(row.text));
    if (missing.length > 0) await this.aphorisms.insert(missing);
  }
}
