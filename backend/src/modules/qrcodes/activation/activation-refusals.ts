import { Injectable } from '@nestjs/common';
import type { Channel } from '../../accounts/account-links.service';
import type { AddressFields } from '../../accounts/account-places.service';
import { present } from '../../accounts/account-rules';
import type { PurchaseAccount } from '../../accounts/purchase-registration.service';
import type { User } from '../../accounts/user.entity';
import { RequestThrottleService } from '../../auth/request-throttle.service';
import type { Deceased } from '../../deceased/deceased.entity';
import { Clock } from '../../scheduler/clock';
import type { ActivationForm } from '../activation-form';
import type { QrCode } from '../qr-code.entity';
import { ActivationFormCheck } from './activation-form-check';
import { ActivationNotices, assertMayUseNotices } from './activation-notices';
import { ActivationOwner } from './activation-owner';
import { ACTIVATION_THROTTLES } from './activation-rules';
import { VerificationCodeCheck } from './verification-code-check';

/** What the refusals checked before the photo was read. */
export interface CheckedActivation {
  form: ActivationForm;
  plaque: QrCode;
  notice: Deceased | null;
  newcomer: PurchaseAccount | null;
  address: AddressFields | null;
  channel: Channel;
  now: Date;
}

/**
 * Every refusal of an activation request, decided on the fields sent before the photo (spec public §5
 * "Activation", §8 "Activation failure").
 */
@Injectable()
export class ActivationRefusals {
  constructor(
    private readonly throttle: RequestThrottleService,
    private readonly clock: Clock,
    private readonly formCheck: ActivationFormCheck,
    private readonly codeCheck: VerificationCodeCheck,
    private readonly notices: ActivationNotices,
    private readonly owner: ActivationOwner,
  ) {}

  /**
   * In order: the address's rate, who may start from a notice, the field rules, the plaque (lock, then
   * code, then state), the notice, the contact and a taken username, e-mail or phone.
   */
  async check(
    fields: Readonly<Record<string, string>>,
    viewer: User | null,
    ip: string,
  ): Promise<CheckedActivation> {
    await this.throttle.hit(ACTIVATION_THROTTLES.submit, [`ip:${ip}`]);
    // Who may start from a notice is known before any field is read.
    if (present(fields.obituaryID)) assertMayUseNotices(viewer);
    const now = this.clock.now();
    const { form, address } = await this.formCheck.check({ ...fields }, viewer, now);
    const plaque = await this.codeCheck.plaqueToActivate(form.qrCode, form.secureCode, now);
    const notice =
      form.obituaryId === null ? null : await this.notices.noticeFor(viewer, form.obituaryId, plaque);
    const newcomer = this.owner.newcomerOf(form);
    const channel = this.owner.channelFor(newcomer, viewer);
    if (newcomer) await this.owner.assertFree(newcomer);
    return { form, address, plaque, notice, newcomer, channel, now };
  }
}
