import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { displayId } from '../../common/ids';
import type { User } from '../accounts/user.entity';
import { AuditService } from '../audit/audit.service';
import { DeceasedErrors } from '../deceased/deceased.errors';
import { DeceasedService } from '../deceased/deceased.service';
import { DomainEvents, pageContentChanged } from '../domain-events/domain-events.service';
import { UploadsService } from '../media/uploads.service';
import { DedicationDecisionsService } from './dedication-decisions.service';
import { DEDICATION_MEDIA_FOLDER } from './dedication-orders.service';
import { checkAdminGiftForm, mediaKindOf, type AdminGiftPublish } from './dedication-form';
import { Dedication } from './dedication.entity';
import { boundaryOf, peekMultipartField } from './multipart-peek';

export const AdminGiftMessages = { added: 'Dono aggiunto con successo' } as const;

export interface AdminGiftResult {
  ID: number;
  deceasedID: number;
  status: AdminGiftPublish;
}

/**
 * dedicAdmin (spec panels §2 /aggiungi-dono-admin?000{id}, §6 "add gifts"): a gift with no order and no
 * payment, under the admin's name, published as the admin chooses — accepted at once, or pending, when the
 * owner is asked as for any paid gift. The file goes through the upload pipeline as on /flowers; the
 * dedication and its audit row commit together; a failure leaves no file behind.
 */
@Injectable()
export class AdminGiftsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
    private readonly decisions: DedicationDecisionsService,
    private readonly deceased: DeceasedService,
    private readonly domainEvents: DomainEvents,
    private readonly audit: AuditService,
  ) {}

  async add(
    req: Request,
    admin: Pick<User, 'id' | 'username' | 'name' | 'surname'>,
  ): Promise<AdminGiftResult> {
    // The file's kind follows `dedic-type`, sent before the file (as DedicationOrdersService.submit).
    const boundary = req.is('multipart/form-data') ? boundaryOf(req.headers['content-type']) : null;
    const type = boundary ? await peekMultipartField(req, boundary, 'dedic-type') : null;
    const kind = mediaKindOf(type ?? undefined) ?? 'photo';
    const upload = await this.uploads.receive(req, { files: { file: { kind, max: 1 } } });
    const file = upload.files.file?.[0] ?? null;
    const media = file && mediaKindOf(upload.fields['dedic-type']) === file.kind ? file : null;
    let committed: string | null = null;
    try {
      const form = checkAdminGiftForm(upload.fields, media !== null);
      const person = await this.deceased.findById(Number(form.deceasedRawId)).catch(() => null);
      if (!person) throw DeceasedErrors.notFound(displayId(form.deceasedRawId));
      if (media) committed = await this.uploads.commit(media, DEDICATION_MEDIA_FOLDER);
      else if (file) await this.uploads.discard([file]);
      const saved = await this.dataSource.transaction(async (manager) => {
        const repository = manager.getRepository(Dedication);
        const now = new Date();
        const gift = await repository.save(
          repository.create({
            deceasedId: person.id,
            type: form.type,
            text: form.text,
            sign: form.sign,
            status: form.publish,
            mediaFilename: committed,
            mediaType: committed && media ? media.kind : null,
            giverName: admin.name,
            giverSurname: admin.surname,
            giverEmail: null,
            giverTelephone: null,
            giverUserId: null,
            giverContact: null,
            orderId: null,
            createdAt: form.insertTime ?? now,
            decidedAt: form.publish === 'accepted' ? now : null,
          }),
        );
        // notification-flag: the owner is asked to decide, or told the gift is on the page; off: nobody
        // (a pending gift then waits in the admin's #dedic review).
        if (form.notify && form.publish === 'pending')
          await this.decisions.requestApproval(manager, gift, now);
        if (form.notify && form.publish === 'accepted')
          await this.decisions.tellOwnerOfPublishedGift(manager, gift, person);
        await this.audit.record(manager, {
          actor: admin,
          action: 'dedication.gift',
          targetType: 'deceased',
          targetId: person.id,
          newValues: {
            dedicationId: gift.id,
            type: form.type,
            status: form.publish,
            sign: form.sign,
            time: gift.createdAt.toISOString(),
            notify: form.notify,
          },
        });
        await this.domainEvents.raise(manager, pageContentChanged(person.id, 'gift'));
        return gift;
      });
      return { ID: saved.id, deceasedID: person.id, status: form.publish };
    } catch (error) {
      if (committed) await this.uploads.remove(committed);
      else if (file) await this.uploads.discard([file]);
      throw error;
    }
  }
}
