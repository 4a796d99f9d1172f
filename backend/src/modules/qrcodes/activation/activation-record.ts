import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { User } from '../../accounts/user.entity';
import { roleOf } from '../../auth/request-auth';
import { DeceasedService } from '../../deceased/deceased.service';
import { PageLife, type TombstoneData } from '../../deceased/page-life';
import { PartnersService } from '../../partners/partners.service';
import type { ActivationForm } from '../activation-form';
import { ActivationErrors } from '../activation.errors';
import type { ActivationRequestDataDto } from '../dto/activation.dto';
import { ActivationLinkMessage } from './activation-message';
import { ActivationOwner } from './activation-owner';
import { ActivationPlaques } from './activation-plaques';
import type { CheckedActivation } from './activation-refusals';

/** A checked request with who sent it and the committed tombstone photo. */
export interface ActivationRequest extends CheckedActivation {
  viewer: User | null;
  lapidePhoto: string | null;
}

function tombstoneData(form: ActivationForm, lapidePhoto: string | null): TombstoneData {
  return {
    name: form.name,
    surname: form.surname,
    gender: form.gender,
    dateOfBirth: form.dateOfBirth,
    dateOfDeath: form.dateOfDeath,
    age: form.age,
    aphorism: form.aphorism,
    graveyardName: form.graveyardName,
    graveyardRegionId: form.graveyard.regionId,
    graveyardProvinceId: form.graveyard.provinceId,
    graveyardLocationId: form.graveyard.locationId,
    graveyardCap: form.graveyard.cap,
    graveyardAddress: form.graveyardAddress,
    lapidePhoto,
  };
}

/**
 * What an activation request writes, in one transaction (docs/contracts.md "Plaques"): the plaque claimed
 * 'pending', the pending account, the hidden page (or the notice's tombstone data), the one-shot link and
 * its message.
 */
@Injectable()
export class ActivationRecord {
  constructor(
    private readonly plaques: ActivationPlaques,
    private readonly owners: ActivationOwner,
    private readonly pageLife: PageLife,
    private readonly deceased: DeceasedService,
    private readonly partners: PartnersService,
    private readonly message: ActivationLinkMessage,
  ) {}

  /** The transaction of an activation request; the photos its rows no longer name go once it commits. */
  async write(
    manager: EntityManager,
    input: ActivationRequest,
  ): Promise<{ answer: ActivationRequestDataDto; orphanedPhotos: string[] }> {
    const { form, plaque, notice, now } = input;
    // First the claim, so that the loser of a race stops here having written nothing.
    if (!(await this.plaques.claim(manager, plaque.id, now))) {
      const current = await this.plaques.findById(manager, plaque.id);
      throw current?.activationStatus === 'active'
        ? ActivationErrors.alreadyActive()
        : ActivationErrors.pending();
    }
    const orphanedPhotos: string[] = [];
    // A request whose link expired unconfirmed: its hidden page goes (a notice stays what it is).
    const previous = await this.plaques.deceasedOf(manager, plaque.id);
    if (previous !== null && previous !== notice?.id) {
      const photo = await this.pageLife.discardUnconfirmed(manager, previous);
      if (photo) orphanedPhotos.push(photo);
    }
    if (notice && (await this.plaques.noticeHasOtherPlaque(notice.id, plaque.id, manager)))
      throw ActivationErrors.noticeTaken();

    const owner = await this.owners.ownerFor(manager, input.newcomer, input.address, input.viewer);

    const data = tombstoneData(form, input.lapidePhoto);
    let deceasedId: number;
    if (notice) {
      await this.deceased.updateTombstoneData(manager, notice.id, data);
      if (input.lapidePhoto && notice.lapidePhoto) orphanedPhotos.push(notice.lapidePhoto);
      deceasedId = notice.id;
    } else {
      const partner =
        input.viewer && roleOf(input.viewer) === 'partner'
          ? await this.partners.findByUser(input.viewer.id)
          : null;
      const page = await this.pageLife.createAwaitingOwner(manager, {
        ...data,
        // The funeral home behind the page: the activating partner, else the partner of a temporary code.
        partnerId: partner?.id ?? plaque.partnerId,
      });
      deceasedId = page.id;
    }
    await this.plaques.tieToPage(manager, plaque.id, deceasedId);

    await this.message.send(manager, {
      owner,
      channel: input.channel,
      form,
      plaque,
      deceasedId,
      withPhoto: input.lapidePhoto !== null,
      newAccount: input.newcomer !== null,
      now,
    });
    return {
      answer: {
        qrCode: plaque.code,
        deceasedID: deceasedId,
        channel: input.channel.channel,
        recipient: input.channel.to,
        newAccount: input.newcomer !== null,
      },
      orphanedPhotos,
    };
  }
}
