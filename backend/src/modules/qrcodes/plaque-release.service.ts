import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DeceasedRemovalHooks, type DeceasedRemoval } from '../deceased/deceased-removal-hooks';
import { QrCode } from './qr-code.entity';

/**
 * When the admin deletes a deceased, its plaques are freed in the same transaction: no deceased, no
 * activation, so a scan leads to /activate-qrCode and the holder can activate it on a new page (left
 * 'active' without a page, a plaque could never be used again). Sale data (sold, order, buyer) stay.
 */
@Injectable()
export class PlaqueReleaseService implements OnModuleInit {
  constructor(private readonly removal: DeceasedRemovalHooks) {}

  onModuleInit(): void {
    this.removal.register('plaques', (manager, deceasedId) => this.release(manager, deceasedId));
  }

  async release(manager: EntityManager, deceasedId: number): Promise<DeceasedRemoval> {
    const plaques = await manager.find(QrCode, { select: { id: true }, where: { deceasedId } });
    if (plaques.length === 0) return {};
    await manager.update(
      QrCode,
      { deceasedId },
      { deceasedId: null, activationStatus: null, activationRequestedAt: null, activatedAt: null },
    );
    return { changes: { releasedPlaques: plaques.map((plaque) => plaque.id) } };
  }
}
