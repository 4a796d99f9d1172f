import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { User } from '../accounts/user.entity';
import { ActivationConfirmation } from './activation/activation-confirmation';
import { ActivationNotices } from './activation/activation-notices';
import type { ScanKind } from './activation/activation-rules';
import { ActivationSubmission } from './activation/activation-submission';
import { PlaqueStatus } from './activation/plaque-status';
import type {
  ActivationNoticeDto,
  ActivationRequestDataDto,
  ConfirmActivationDataDto,
  QrCheckDataDto,
} from './dto/activation.dto';

export {
  ACTIVATION_LINK_TTL_MS,
  ACTIVATION_THROTTLES,
  PENDING_HOLD_MS,
  TOMBSTONE_MEDIA_FOLDER,
  type ScanKind,
} from './activation/activation-rules';

/**
 * Plaque activation (spec public §1, §2 /activate-qrCode, /post-activate, §5 "Activation", §8; docs/
 * contracts.md "Plaques"): the owner sends the tombstone's data with the plaque's code and verification code;
 * the plaque waits ('pending') with a hidden page until the owner confirms through the link sent by their
 * channel; then the page is live and theirs. Also where a scan of the plaque goes.
 *
 * The routes' one entry (ActivationController, QrScanController); each job is its own collaborator under
 * activation/: the request (ActivationSubmission: its refusals, record and message), the owner's
 * confirmation, what a code's status says, the partner's notices.
 */
@Injectable()
export class ActivationService {
  constructor(
    private readonly submission: ActivationSubmission,
    private readonly confirmation: ActivationConfirmation,
    private readonly status: PlaqueStatus,
    private readonly notices: ActivationNotices,
  ) {}

  /** POST sendform/activate; see ActivationSubmission. */
  submit(req: Request, viewer: User | null, ip: string): Promise<ActivationRequestDataDto> {
    return this.submission.submit(req, viewer, ip);
  }

  /** POST confirmActivation; see ActivationConfirmation. */
  confirm(rawToken: unknown): Promise<ConfirmActivationDataDto> {
    return this.confirmation.confirm(rawToken);
  }

  /** GET check; see PlaqueStatus. */
  check(rawCode: string | undefined, ip: string): Promise<QrCheckDataDto> {
    return this.status.check(rawCode, ip);
  }

  /** Where a scan of the plaque goes; see PlaqueStatus. */
  scanTarget(rawCode: string, kind: ScanKind): Promise<string> {
    return this.status.scanTarget(rawCode, kind);
  }

  /** GET activationNotices; see ActivationNotices. */
  noticesOf(viewer: User): Promise<ActivationNoticeDto[]> {
    return this.notices.offeredTo(viewer);
  }
}
