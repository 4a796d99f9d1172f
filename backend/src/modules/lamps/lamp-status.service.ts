import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { DeceasedPageParts } from '../deceased/deceased-page-parts';
import type { LampPublicDto } from './dto/lamp-outputs.dto';
import { Lamp } from './lamp.entity';
import { publicLampOf } from './lamp-views';

/** The columns publicLampOf reads. */
const PUBLIC_LAMP_COLUMNS = {
  id: true,
  anomaly: true,
  reportedState: true,
  reportedMode: true,
  mode: true,
  managerUserId: true,
} as const;

/**
 * The lamp of a deceased as the memorial page shows it, registered as the page's 'lamps' part (the deceased
 * module composes deceasedData from the parts other modules register, without importing them).
 */
@Injectable()
export class LampStatusService implements OnModuleInit {
  constructor(
    @InjectRepository(Lamp) private readonly lamps: Repository<Lamp>,
    private readonly pageParts: DeceasedPageParts,
  ) {}

  onModuleInit(): void {
    this.pageParts.register('lamps', {
      publicLampOf: (deceasedId) => this.publicLampOf(deceasedId),
      publicLampsOf: (deceasedIds) => this.publicLampsOf(deceasedIds),
    });
  }

  /** One indexed query (a deceased has at most one lamp); null when it has none. */
  async publicLampOf(deceasedId: number): Promise<LampPublicDto | null> {
    const lamp = await this.lamps.findOne({ select: PUBLIC_LAMP_COLUMNS, where: { deceasedId } });
    return lamp ? publicLampOf(lamp) : null;
  }

  /** The owner's list in the client panel: one query for all of an owner's deceased. */
  async publicLampsOf(deceasedIds: number[]): Promise<Map<number, LampPublicDto>> {
    if (deceasedIds.length === 0) return new Map();
    const lamps = await this.lamps.find({
      select: { ...PUBLIC_LAMP_COLUMNS, deceasedId: true },
      where: { deceasedId: In(deceasedIds) },
    });
    return new Map(lamps.map((lamp) => [lamp.deceasedId, publicLampOf(lamp)]));
  }
}
