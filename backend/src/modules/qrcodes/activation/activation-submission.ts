import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import type { User } from '../../accounts/user.entity';
import { DomainEvents, pageContentChanged } from '../../domain-events/domain-events.service';
import type { ReceivedFile } from '../../media/uploads.service';
import { UploadsService } from '../../media/uploads.service';
import { ActivationErrors } from '../activation.errors';
import type { ActivationRequestDataDto } from '../dto/activation.dto';
import { ActivationOwner } from './activation-owner';
import { ActivationRecord } from './activation-record';
import { ActivationRefusals, type CheckedActivation } from './activation-refusals';
import { TOMBSTONE_MEDIA_FOLDER } from './activation-rules';

/**
 * POST sendform/activate (spec public §2 /activate-qrCode, §5 "Activation"): the multipart request read, its
 * refusals before the photo, the photo committed, the request written, the notice's page told.
 */
@Injectable()
export class ActivationSubmission {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
    private readonly domainEvents: DomainEvents,
    private readonly refusals: ActivationRefusals,
    private readonly record: ActivationRecord,
    private readonly owners: ActivationOwner,
  ) {}

  /**
   * Refusals come before the photo is read: field rules (400), the plaque (400 wrong codes, 410 expired,
   * 409 active or pending), the notice (401/403/404/409), a taken username, e-mail or phone (409). Then one
   * transaction claims the plaque (a conditional UPDATE: of two requests at the same instant one wins, the
   * other gets the 409 and writes nothing), makes the pending account, the hidden page (or links the
   * notice), the one-shot link and its message.
   */
  async submit(req: Request, viewer: User | null, ip: string): Promise<ActivationRequestDataDto> {
    // Every refusal is decided on the fields sent before the photo (the contract sends it last), before
    // a byte of it is read: a wrong code, a locked or taken plaque never streams a file in.
    const before: { fields?: ReadonlySet<string>; checked?: CheckedActivation } = {};
    const upload = await this.uploads.receive(req, {
      files: { photo: { kind: 'photo', max: 1 } },
      authorize: async (fields) => {
        before.fields = new Set(Object.keys(fields));
        before.checked = await this.refusals.check(fields, viewer, ip);
      },
    });
    const photo = upload.files.photo?.[0] ?? null;
    let committed: string | null = null;
    try {
      // A field after the photo was not checked: refused rather than ignored.
      const { checked, fields } = before;
      if (!checked || !fields || Object.keys(upload.fields).some((name) => !fields.has(name)))
        throw ActivationErrors.photoNotLast();
      if (photo) committed = await this.uploads.commit(photo, TOMBSTONE_MEDIA_FOLDER);
      const request = { ...checked, viewer, lapidePhoto: committed };
      const { answer, orphanedPhotos } = await this.dataSource
        .transaction((manager) => this.record.write(manager, request))
        .catch((error: unknown) => this.owners.explainFailure(error, checked.newcomer));
      // Only once the rows that named them are gone or changed (never before the commit).
      for (const path of orphanedPhotos) await this.uploads.remove(path);
      // The notice is public: its page shows the tombstone data already.
      if (checked.notice)
        await this.domainEvents.raise(null, pageContentChanged(checked.notice.id, 'plaque'));
      return answer;
    } catch (error) {
      if (committed) await this.uploads.remove(committed);
      else if (photo) await this.uploads.discard([photo as ReceivedFile]);
      throw error;
    }
  }
}
