import { Injectable } from '@nestjs/common';
import { RequestThrottleService } from '../../auth/request-throttle.service';
import { Clock } from '../../scheduler/clock';
import { normalizePlaqueCode } from '../activation-form';
import { ActivationErrors } from '../activation.errors';
import type { QrCheckDataDto } from '../dto/activation.dto';
import { ActivationPlaques } from './activation-plaques';
import { ACTIVATION_THROTTLES, plaqueStateOf, type ScanKind } from './activation-rules';

/** What the activation form and a scan learn about a plaque code (docs/contracts.md "Plaques"). */
@Injectable()
export class PlaqueStatus {
  constructor(
    private readonly plaques: ActivationPlaques,
    private readonly throttle: RequestThrottleService,
    private readonly clock: Clock,
  ) {}

  /** GET check: what the form can say early about a code (never its verification code). */
  async check(rawCode: string | undefined, ip: string): Promise<QrCheckDataDto> {
    await this.throttle.hit(ACTIVATION_THROTTLES.check, [`ip:${ip}`]);
    const plaque = await this.plaques.findByCode(normalizePlaqueCode(rawCode));
    if (!plaque) throw ActivationErrors.unknownCode();
    const status = plaqueStateOf(plaque, this.clock.now());
    return {
      code: plaque.code,
      status,
      temporary: plaque.temporary === 1,
      deceasedID: status === 'active' ? plaque.deceasedId : null,
    };
  }

  /**
   * Where a scan goes (contract for everyone, docs/contracts.md "Plaques"): active → the memorial (or the
   * book), expired temporary → /qrcode-scaduto, not activated or pending → /activate-qrCode with the code,
   * unknown → home.
   */
  async scanTarget(rawCode: string, kind: ScanKind): Promise<string> {
    const code = normalizePlaqueCode(rawCode);
    const plaque = /^[A-Z0-9]{1,32}$/.test(code) ? await this.plaques.findByCode(code) : null;
    if (!plaque) return '/';
    const query = encodeURIComponent(plaque.code);
    switch (plaqueStateOf(plaque, this.clock.now())) {
      case 'expired':
        return `/qrcode-scaduto?code=${query}`;
      case 'active':
        if (plaque.deceasedId !== null)
          return kind === 'book'
            ? `/memorial-book?000${plaque.deceasedId}`
            : `/memorial?000${plaque.deceasedId}`;
        return `/activate-qrCode?code=${query}`;
      default:
        return `/activate-qrCode?code=${query}`;
    }
  }
}
