import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Deceased } from '../deceased/deceased.entity';
import { Comune } from '../locations/comune.entity';
import { Province } from '../locations/province.entity';
import { Region } from '../locations/region.entity';
import { ZoneNotificationsService, type ZonePlace } from '../notifications/zones/zone-notifications.service';
import { DeceasedReferringPlace } from './deceased-referring-place.entity';

export interface PublishResult {
  /** Subscribers told at once (realtime). */
  told: number;
  /** Subscribers whose next digest will list this obituary. */
  queued: number;
}

/**
 * Obituaries (necrologi). For now only what zone notifications need: the referring places of a notice and
 * its publication; the obituary forms (spec panels §3) come with their own issue.
 */
@Injectable()
export class ObituariesService {
  constructor(private readonly zoneNotifications: ZoneNotificationsService) {}

  /** Replaces the notice's referring places (spec panels §3 referringPlace list), in the caller's transaction. */
  async setReferringPlaces(manager: EntityManager, deceasedId: number, places: ZonePlace[]): Promise<void> {
    const repository = manager.getRepository(DeceasedReferringPlace);
    await repository.delete({ deceasedId });
    if (places.length > 0) await repository.insert(places.map((place) => ({ ...place, deceasedId })));
  }

  /**
   * Publishes the notice in the caller's transaction: it becomes visible (enabled) and the subscribers
   * of its zones are told, each at most once however often it is published. The caller calls
   * `PageCacheService.invalidate(deceasedId)` after its transaction commits (the page shows `enabled`).
   */
  async publish(manager: EntityManager, deceasedId: number): Promise<PublishResult> {
    const deceased = await manager.findOneByOrFail(Deceased, { id: deceasedId });
    if (deceased.enabled !== 1) await manager.update(Deceased, { id: deceasedId }, { enabled: 1 });
    const places = await manager.find(DeceasedReferringPlace, {
      where: { deceasedId },
      order: { id: 'ASC' },
    });
    return this.zoneNotifications.obituaryPublished(manager, {
      deceasedId,
      deceasedName: `${deceased.name} ${deceased.surname}`,
      place: await this.placeLabel(manager, places, deceased),
      places: places.map(({ regionId, provinceId, locationId, cap }) => ({
        regionId,
        provinceId,
        locationId,
        cap,
      })),
    });
  }

  /** 'Milano (MI)' for the first referring place (else the graveyard's town), or the province or region. */
  private async placeLabel(
    manager: EntityManager,
    places: DeceasedReferringPlace[],
    deceased: Deceased,
  ): Promise<string> {
    const first = places[0];
    const locationId = first ? first.locationId : deceased.graveyardLocationId;
    const provinceId = first ? first.provinceId : deceased.graveyardProvinceId;
    const regionId = first ? first.regionId : deceased.graveyardRegionId;
    const province = provinceId ? await manager.findOneBy(Province, { id: provinceId }) : null;
    const comune = locationId ? await manager.findOneBy(Comune, { id: locationId }) : null;
    if (comune) return province ? `${comune.name} (${province.sigla})` : comune.name;
    if (province) return province.name;
    const region = regionId ? await manager.findOneBy(Region, { id: regionId }) : null;
    return region?.name ?? 'Italia';
  }
}
