import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { Deceased } from '../deceased/deceased.entity';
import { DeceasedService } from '../deceased/deceased.service';
import { PageLife } from '../deceased/page-life';
import { LocationsService } from '../locations/locations.service';
import { ZoneNotificationsService, type ZonePlace } from '../notifications/zones/zone-notifications.service';
import { DeceasedReferringPlace } from './deceased-referring-place.entity';

export interface PublishResult {
  /** Subscribers told at once (realtime). */
  told: number;
  /** Subscribers whose next digest will list this obituary. */
  queued: number;
}

/**
 * Obituaries (necrologi): what zone notifications need, the referring places of a notice and its
 * publication. The obituary forms (spec panels §3) are in forms/.
 */
@Injectable()
export class ObituariesService {
  constructor(
    private readonly zoneNotifications: ZoneNotificationsService,
    private readonly deceasedService: DeceasedService,
    private readonly pageLife: PageLife,
    private readonly locations: LocationsService,
  ) {}

  /** Replaces the notice's referring places (spec panels §3 referringPlace list), in the caller's transaction. */
  /** The record's referring places in this order; rewritten only when they differ. True when rewritten. */
  async setReferringPlaces(
    manager: EntityManager,
    deceasedId: number,
    places: ZonePlace[],
  ): Promise<boolean> {
    const repository = manager.getRepository(DeceasedReferringPlace);
    const stored = await repository.find({ where: { deceasedId }, order: { id: 'ASC' } });
    const same =
      stored.length === places.length &&
      stored.every((row, at) =>
        (['regionId', 'provinceId', 'locationId', 'cap'] as const).every(
          (key) => row[key] === places[at][key],
        ),
      );
    if (same) return false;
    await repository.delete({ deceasedId });
    if (places.length > 0) await repository.insert(places.map((place) => ({ ...place, deceasedId })));
    return true;
  }

  /**
   * Publishes the notice in the caller's transaction: it becomes visible (PageLife.publishNotice) and the subscribers
   * of its zones are told, each at most once however often it is published. The caller raises
   * PageContentChanged for the notice (DomainEvents; the page shows `enabled`).
   */
  async publish(manager: EntityManager, deceasedId: number): Promise<PublishResult> {
    const deceased = await this.deceasedService.findById(deceasedId, manager);
    if (!deceased) throw new Error(`Deceased ${deceasedId} not found`);
    await this.pageLife.publishNotice(manager, deceasedId);
    const places = await manager.find(DeceasedReferringPlace, {
      where: { deceasedId },
      order: { id: 'ASC' },
    });
    return this.zoneNotifications.obituaryPublished(manager, {
      deceasedId,
      deceasedName: `${deceased.name} ${deceased.surname}`,
      place: await this.placeLabel(places, deceased),
      places: places.map(({ regionId, provinceId, locationId, cap }) => ({
        regionId,
        provinceId,
        locationId,
        cap,
      })),
    });
  }

  /** 'Milano (MI)' for the first referring place (else the graveyard's town), or the province or region. */
  private placeLabel(places: DeceasedReferringPlace[], deceased: Deceased): Promise<string> {
    const first = places[0];
    return this.locations.placeLabel(
      first
        ? { regionId: first.regionId, provinceId: first.provinceId, locationId: first.locationId }
        : {
            regionId: deceased.graveyardRegionId,
            provinceId: deceased.graveyardProvinceId,
            locationId: deceased.graveyardLocationId,
          },
    );
  }
}
