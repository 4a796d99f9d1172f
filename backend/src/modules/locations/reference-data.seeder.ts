import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import type { ObjectLiteral } from 'typeorm';
import { chunks } from '../../database/chunks';
import { ComuneCap } from './comune-cap.entity';
import { Comune } from './comune.entity';
import { Country } from './country.entity';
import { Province } from './province.entity';
import { Region } from './region.entity';
import { COMUNI, COUNTRIES, PROVINCES, REGIONS } from './reference-data';

/**
 * Loads the shipped reference data at start, in demo and production alike (DESIGN "Data"). Idempotent:
 * only rows whose key is missing are inserted, so a restart or a second instance changes nothing.
 */
@Injectable()
export class ReferenceDataSeeder implements OnModuleInit {
  private readonly logger = new Logger(ReferenceDataSeeder.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async onModuleInit(): Promise<void> {
    await this.seed();
  }

  async seed(): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const inserted =
        (await this.insertMissing(
          manager,
          Region,
          REGIONS.map((r) => ({ id: r.id, name: r.name })),
        )) +
        (await this.insertMissing(manager, Province, PROVINCES)) +
        (await this.insertMissing(
          manager,
          Comune,
          COMUNI.map((c) => ({
            id: c.id,
            name: c.name,
            provinceId: c.provinceId,
            cap: c.caps[0],
            capList: c.caps.join(' '),
          })),
        )) +
        (await this.insertMissingCaps(manager)) +
        (await this.insertMissing(manager, Country, COUNTRIES));
      if (inserted > 0) this.logger.log({ msg: 'reference data loaded', rows: inserted });
    });
  }

  private async insertMissing<T extends ObjectLiteral & { id: number }>(
    manager: EntityManager,
    entity: new () => T,
    rows: T[],
  ): Promise<number> {
    const repository = manager.getRepository(entity);
    if ((await repository.count()) >= rows.length) return 0;
    const present = new Set<number>();
    for (const ids of chunks(
      rows.map((row) => row.id),
      500,
    )) {
      const found = await repository.find({ select: { id: true } as never, where: { id: In(ids) } as never });
      for (const row of found) present.add(row.id);
    }
    const missing = rows.filter((row) => !present.has(row.id));
    for (const batch of chunks(missing, 300)) await repository.insert(batch as never);
    return missing.length;
  }

  private async insertMissingCaps(manager: EntityManager): Promise<number> {
    const repository = manager.getRepository(ComuneCap);
    const rows = COMUNI.flatMap((comune) => comune.caps.map((cap) => ({ cap, comuneId: comune.id })));
    if ((await repository.count()) >= rows.length) return 0;
    const present = new Set((await repository.find()).map((row) => `${row.cap}:${row.comuneId}`));
    const missing = rows.filter((row) => !present.has(`${row.cap}:${row.comuneId}`));
    for (const batch of chunks(missing, 500)) await repository.insert(batch);
    return missing.length;
  }
}
