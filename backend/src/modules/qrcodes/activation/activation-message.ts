import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import type { Channel } from '../../accounts/account-links.service';
import type { User } from '../../accounts/user.entity';
import { OneShotTokensService } from '../../auth/one-shot-tokens.service';
import { LocationsService } from '../../locations/locations.service';
import { OutboxService } from '../../notifications/outbox.service';
import { publicLink } from '../../notifications/templates';
import type { ActivationForm } from '../activation-form';
import type { QrCode } from '../qr-code.entity';
import { ACTIVATION_LINK_TTL_MS } from './activation-rules';

function ddmmyyyy(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** What the confirmation message is about. */
export interface ActivationLetter {
  owner: User;
  channel: Channel;
  form: ActivationForm;
  plaque: QrCode;
  deceasedId: number;
  withPhoto: boolean;
  newAccount: boolean;
  now: Date;
}

/**
 * The owner's confirmation (spec public §2 /post-activate, /conferma-attivazione): the one-shot link and the
 * message by their channel that carries it with the data to confirm.
 */
@Injectable()
export class ActivationLinkMessage {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: OneShotTokensService,
    private readonly outbox: OutboxService,
    private readonly locations: LocationsService,
  ) {}

  /** In the request's transaction: issues the link, then queues its message. */
  async send(manager: EntityManager, letter: ActivationLetter): Promise<void> {
    const { owner, channel, form, plaque, deceasedId, now } = letter;
    const token = await this.tokens.issue(owner.id, 'plaque-activation', ACTIVATION_LINK_TTL_MS, {
      manager,
      now,
      payload: { qrCodeId: plaque.id, deceasedId },
    });
    await this.outbox.enqueue(manager, {
      channel: channel.channel,
      to: channel.to,
      template: 'plaque-activation',
      data: {
        name: owner.name,
        deceasedName: `${form.name} ${form.surname}`,
        details: await this.details(form, plaque, letter.withPhoto),
        link: publicLink(this.config.publicUrl, '/conferma-attivazione', { token }),
        newAccount: letter.newAccount,
      },
      userId: owner.id,
      dedupeKey: `plaque-activation:${plaque.id}:${now.getTime()}`,
    });
  }

  /** The data the owner is asked to confirm, one line each, as the message shows them. */
  private async details(form: ActivationForm, plaque: QrCode, withPhoto: boolean): Promise<string[]> {
    const { regionId, provinceId, locationId } = form.graveyard;
    const place = await this.locations.placeLabel({ regionId, provinceId, locationId });
    return [
      `Codice QR: ${plaque.code}`,
      `Defunto: ${form.name} ${form.surname}`,
      `Sesso: ${form.gender === 'F' ? 'Donna' : 'Uomo'}`,
      ...(form.dateOfBirth ? [`Data di nascita: ${ddmmyyyy(form.dateOfBirth)}`] : []),
      ...(form.dateOfDeath ? [`Data di morte: ${ddmmyyyy(form.dateOfDeath)}`] : []),
      ...(form.age !== null ? [`Età: ${form.age} anni`] : []),
      `Luogo di sepoltura: ${form.graveyardName ? `${form.graveyardName}, ` : ''}${place}${form.graveyard.cap ? ` ${form.graveyard.cap}` : ''}`,
      ...(form.graveyardAddress ? [`Coordinate: ${form.graveyardAddress}`] : []),
      ...(form.aphorism ? [`Frase: «${form.aphorism}»`] : []),
      `Foto della lapide: ${withPhoto ? 'caricata' : 'non caricata'}`,
    ];
  }
}
