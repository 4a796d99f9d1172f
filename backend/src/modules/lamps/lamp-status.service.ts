import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DeceasedPageParts } from '../deceased/deceased-page-parts';
import type { LampPublicDto } from './dto/lamp-outputs.dto';
import { Lamp } from './lamp.entity';
import { publicLampOf } from './lamp-views';

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
    this.pageParts.register('lamps', { publicLampOf: (deceasedId) => this.publicLampOf(deceasedId) });
  }

  /** One indexed query (a deceased has at most one lamp); null when it has none. */
  async publicLampOf(deceasedId: number): Promise<LampPublicDto | null> {
    const lamp = await this.lamps.findOne({
      select: {
        id: true,
        anomaly: true,
        reportedState: true,
        reportedMode: true,
        mode: true,
        managerUserId: true,
      },
      where: { deceasedId },
    });
    return lamp ? publicLampOf(lamp) : null;
  }
}
