import { Injectable } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import { RequestThrottleService } from '../../auth/request-throttle.service';
import { ActivationErrors } from '../activation.errors';
import type { QrCode } from '../qr-code.entity';
import { ActivationPlaques } from './activation-plaques';
import { ACTIVATION_THROTTLES, plaqueStateOf } from './activation-rules';

function sameCode(stored: string, typed: string): boolean {
  const a = Buffer.from(stored.toUpperCase());
  const b = Buffer.from(typed);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The plaque's verification code and its lock (spec public §5 "Activation"): wrong codes for one plaque,
 * whoever types them, end in 429 after ACTIVATION_THROTTLES.wrongCode.
 */
@Injectable()
export class VerificationCodeCheck {
  constructor(
    private readonly plaques: ActivationPlaques,
    private readonly throttle: RequestThrottleService,
  ) {}

  /**
   * The plaque of the code when its verification code matches and it can be activated now. The same 400
   * for an unknown code and a wrong verification code. The lock is checked before the code is compared, so
   * a locked plaque answers the same 429 to the right code as to a wrong one (otherwise the lock tells them
   * apart).
   */
  async plaqueToActivate(code: string, secureCode: string, now: Date): Promise<QrCode> {
    const plaque = await this.plaques.findByCode(code);
    if (plaque) await this.throttle.assertOpen(ACTIVATION_THROTTLES.wrongCode, [`plaque:${plaque.id}`]);
    if (!plaque || !sameCode(plaque.verificationCode, secureCode)) {
      if (plaque) await this.throttle.hit(ACTIVATION_THROTTLES.wrongCode, [`plaque:${plaque.id}`]);
      throw ActivationErrors.invalidCode();
    }
    switch (plaqueStateOf(plaque, now)) {
      case 'expired':
        throw ActivationErrors.expired();
      case 'active':
        throw ActivationErrors.alreadyActive();
      case 'pending':
        throw ActivationErrors.pending();
      default:
        return plaque;
    }
  }
}
