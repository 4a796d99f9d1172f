import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource, In, type EntityManager } from 'typeorm';
import { CommonMessages } from '../../common/app-error';
import { changedOnly } from '../../common/kept-fields';
import { normalizeLineBreaks } from '../../common/text-normalize';
import { parseId } from '../../common/ids';
import { mediaUrl } from '../../common/media-url';
import { validatedFields } from '../../common/validation';
import { AccountsService } from '../accounts/accounts.service';
import type { User } from '../accounts/user.entity';
import { AuditService, type AuditAccount } from '../audit/audit.service';
import type { Deceased } from '../deceased/deceased.entity';
import { DeceasedErrors } from '../deceased/deceased.errors';
import { DeceasedService } from '../deceased/deceased.service';
import { DomainEvents, pageContentChanged } from '../domain-events/domain-events.service';
import { UploadsService, type ReceivedFile } from '../media/uploads.service';
import { decisionOf, DedicationDecisionsService } from './dedication-decisions.service';
import { mediaKindOf } from './dedication-form';
import { DEDICATION_MEDIA_FOLDER } from './dedication-orders.service';
import { Dedication, PUBLISHED_DEDICATION_STATUSES } from './dedication.entity';
import { DedicationErrors, DedicationMessages } from './dedications.errors';
import {
  EditDedicationFieldsDto,
  type AdminDedicationDecisionDto,
  type AdminDedicationDeleteDto,
  type AdminDedicationDto,
  type AdminDedicationListDto,
  type AdminDedicationsQueryDto,
  type DeceasedDedicationListDto,
} from './dto/admin-dedications.dto';

type Admin = Pick<User, 'id' | 'username'>;
type Visible = Dedication & { status: 'pending' | 'accepted' | 'refused' };

const DAY_MS = 86_400_000;
const isOn = (flag: string | undefined) => flag === '1' || flag === 'true' || flag === 'on';

function paging(query: AdminDedicationsQueryDto) {
  return { page: query.page ?? 1, maxResults: query.maxResults ?? 5 };
}

/** Unpaid and cancelled dedications exist for no one but the server (spec public §4). */
function visible(row: Dedication | null): row is Visible {
  return row !== null && row.status !== 'unpaid' && row.status !== 'cancelled';
}

export function adminDedication(row: Visible, deceased: Deceased | undefined): AdminDedicationDto {
  const url = mediaUrl(row.mediaFilename);
  return {
    ID: row.id,
    type: row.type,
    text: row.text,
    time: Math.floor(row.createdAt.getTime() / 1000),
    showAuthor: row.sign,
    media: url && row.mediaType ? { filename: url, type: row.mediaType } : null,
    status: row.status,
    deceased: { ID: row.deceasedId, name: deceased?.name ?? '', surname: deceased?.surname ?? '' },
    giver: {
      name: row.giverName,
      surname: row.giverSurname,
      email: row.giverEmail,
      telephone: row.giverTelephone,
    },
  };
}

/** The fields an edit may change, as the audit row shows them. */
function editable(row: Dedication) {
  return {
    type: row.type,
    text: row.text,
    sign: row.sign,
    time: row.createdAt.toISOString(),
    media: row.mediaFilename,
    status: row.status,
  };
}

function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  return {
    oldValues: Object.fromEntries(keys.map((key) => [key, before[key]])),
    newValues: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/**
 * The admin's review of dedications (spec panels §2 #dedic and #visualizza-dediche, §4 "Dedication", §7
 * editDedic and deleteDedic). Each change writes its audit row in its own transaction; decisions are the
 * owner's (DedicationDecisionsService), so the giver and the owner hear them by their channel.
 */
@Injectable()
export class AdminDedicationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly decisions: DedicationDecisionsService,
    private readonly deceasedService: DeceasedService,
    private readonly accounts: AccountsService,
    private readonly audit: AuditService,
    private readonly uploads: UploadsService,
    private readonly domainEvents: DomainEvents,
  ) {}

  /** dedicDataTable: every dedication awaiting review, newest id first. */
  async awaitingReview(query: AdminDedicationsQueryDto): Promise<AdminDedicationListDto> {
    const { page, maxResults } = paging(query);
    const [rows, total] = await this.dataSource.getRepository(Dedication).findAndCount({
      where: { status: 'pending' },
      order: { id: 'DESC' },
      skip: (page - 1) * maxResults,
      take: maxResults,
    });
    const people = await this.deceasedService.findByIds(rows.map((row) => row.deceasedId));
    const byId = new Map(people.map((person) => [person.id, person]));
    const dedications = (rows as Visible[]).map((row) => adminDedication(row, byId.get(row.deceasedId)));
    return { dedications, total, page, maxResults };
  }

  /** 'Lista dediche di {nome}': the deceased's dedications of every shown status, newest id first. */
  async ofDeceased(rawId: string, query: AdminDedicationsQueryDto): Promise<DeceasedDedicationListDto> {
    const id = parseId(rawId);
    const deceased = await this.deceasedService.findById(id);
    if (!deceased) throw DeceasedErrors.notFound(String(id));
    const { page, maxResults } = paging(query);
    const [rows, total] = await this.dataSource.getRepository(Dedication).findAndCount({
      where: { deceasedId: id, status: In([...PUBLISHED_DEDICATION_STATUSES]) },
      order: { id: 'DESC' },
      skip: (page - 1) * maxResults,
      take: maxResults,
    });
    return {
      deceased: { ID: deceased.id, name: deceased.name, surname: deceased.surname },
      dedications: (rows as Visible[]).map((row) => adminDedication(row, deceased)),
      total,
      page,
      maxResults,
    };
  }

  /** Accept or refuse a pending dedication, as the owner would (spec panels §4 "Dedication"). */
  async decide(rawId: string, rawDecision: string, admin: Admin): Promise<AdminDedicationDecisionDto> {
    const id = parseId(rawId);
    const decision = decisionOf(rawDecision);
    const deceasedId = await this.dataSource.transaction(async (manager) => {
      const { dedication, deceased } = await this.load(manager, id);
      if (!(await this.decisions.decideAsAdmin(manager, dedication, deceased, decision)))
        throw DedicationErrors.alreadyDecided();
      await this.audit.record(manager, {
        actor: admin,
        acted: await this.accountRef(manager, deceased.ownerUserId),
        action: decision === 'accepted' ? 'dedication.accept' : 'dedication.refuse',
        targetType: 'dedication',
        targetId: id,
        oldValues: { status: 'pending' },
        newValues: { status: decision },
      });
      await this.domainEvents.raise(manager, pageContentChanged(deceased.id, 'dedication'));
      return deceased.id;
    });
    return { ID: id, status: decision, deceasedID: deceasedId };
  }

  /**
   * editDedic (spec panels §7): type, time, text, signature (each kept when the request leaves it out), and
   * the photo or video replaced through the upload pipeline; 'Accetta la dedica' (dedic-force-publish)
   * publishes a pending one, telling the giver and the owner only with the notification flag. A new file is stored before the transaction and removed
   * if it fails; the replaced one is removed once the change has committed.
   */
  async edit(req: Request, admin: Admin): Promise<AdminDedicationDto> {
    const upload = await this.uploads.receive(req, {
      files: { photo: { kind: 'photo', max: 1 }, video: { kind: 'video', max: 1 } },
    });
    const received = Object.values(upload.files).flat();
    let committed: string | null = null;
    try {
      const form = await validatedFields(EditDedicationFieldsDto, upload.fields);
      const id = parseId(form['dedic-id']);
      const kind = mediaKindOf(form['dedic-type']);
      const file: ReceivedFile | null = kind ? (upload.files[kind]?.[0] ?? null) : null;
      const createdAt = this.insertTime(form['insert-time']);
      await this.uploads.discard(received.filter((other) => other !== file));
      if (file) committed = await this.uploads.commit(file, DEDICATION_MEDIA_FOLDER);
      const { row, deceased, replaced } = await this.dataSource.transaction(async (manager) => {
        const { dedication, deceased } = await this.load(manager, id);
        if (kind && !committed && dedication.mediaType !== kind)
          throw DedicationErrors.fields({ [kind]: DedicationMessages.fileRequired });
        // A field the request leaves out keeps its value; '' (and a '0' signature) clears it.
        const sign = form['dedic-sign']?.trim();
        const changed: Visible = {
          ...dedication,
          type: form['dedic-type'],
          text: form.dedic === undefined ? dedication.text : normalizeLineBreaks(form.dedic).trim() || null,
          sign: sign === undefined ? dedication.sign : sign && sign !== '0' ? sign : null,
          createdAt: createdAt ?? dedication.createdAt,
          mediaFilename: committed ?? (kind ? dedication.mediaFilename : null),
          mediaType: committed ? kind : kind ? dedication.mediaType : null,
        };
        const fields = changedOnly(dedication, {
          type: changed.type,
          text: changed.text,
          sign: changed.sign,
          createdAt: changed.createdAt,
          mediaFilename: changed.mediaFilename,
          mediaType: changed.mediaType,
        });
        if (Object.keys(fields).length > 0) await manager.update(Dedication, { id }, fields);
        const force = form['dedic-force-publish']?.trim();
        if (force && force !== '0' && force !== 'false' && dedication.status !== 'accepted') {
          const notify = isOn(form['notification-flag']);
          if (!(await this.decisions.decideAsAdmin(manager, changed, deceased, 'accepted', { notify })))
            throw DedicationErrors.alreadyDecided();
          changed.status = 'accepted';
        }
        // A form saved unchanged changed nothing: nothing to record.
        if (Object.keys(fields).length > 0 || changed.status !== dedication.status)
          await this.audit.record(manager, {
            actor: admin,
            acted: await this.accountRef(manager, dedication.giverUserId ?? null),
            action: 'dedication.edit',
            targetType: 'dedication',
            targetId: id,
            ...changes(editable(dedication), editable(changed)),
          });
        const replaced =
          dedication.mediaFilename && dedication.mediaFilename !== changed.mediaFilename
            ? dedication.mediaFilename
            : null;
        await this.domainEvents.raise(manager, pageContentChanged(deceased.id, 'dedication'));
        return { row: changed, deceased, replaced };
      });
      if (replaced) await this.uploads.remove(replaced);
      return adminDedication(row, deceased);
    } catch (error) {
      if (committed) await this.uploads.remove(committed);
      else await this.uploads.discard(received);
      throw error;
    }
  }

  /** deleteDedic (spec panels §7, §8): the row and its audit row; its file once that has committed. */
  async delete(rawId: string, admin: Admin): Promise<AdminDedicationDeleteDto> {
    const id = parseId(rawId);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const dedication = await manager.findOneBy(Dedication, { id });
      if (!dedication) return null;
      if (!visible(dedication)) throw DedicationErrors.notFound();
      await manager.delete(Dedication, { id });
      await this.audit.record(manager, {
        actor: admin,
        acted: await this.accountRef(manager, dedication.giverUserId ?? null),
        action: 'dedication.delete',
        targetType: 'dedication',
        targetId: id,
        oldValues: {
          deceasedId: dedication.deceasedId,
          giver: `${dedication.giverName} ${dedication.giverSurname}`.trim(),
          ...editable(dedication),
        },
      });
      await this.domainEvents.raise(manager, pageContentChanged(dedication.deceasedId, 'dedication'));
      return dedication;
    });
    if (!outcome) return { ID: id, deleted: false };
    if (outcome.mediaFilename) await this.uploads.remove(outcome.mediaFilename);
    return { ID: id, deleted: true };
  }

  /** The dedication (shown statuses only) and its deceased, in the transaction. */
  private async load(manager: EntityManager, id: number) {
    const dedication = await manager.findOneBy(Dedication, { id });
    if (!visible(dedication)) throw DedicationErrors.notFound();
    const deceased = await this.deceasedService.findById(dedication.deceasedId, manager);
    if (!deceased) throw DedicationErrors.notFound();
    return { dedication, deceased };
  }

  /** insert-time (unix ms; spec public §3 "Admin add-gift form"): a real instant, at most a day ahead. */
  private insertTime(raw: string | undefined): Date | null {
    if (!raw) return null;
    const ms = Number(raw);
    if (!Number.isSafeInteger(ms) || ms <= 0 || ms > Date.now() + DAY_MS)
      throw DedicationErrors.fields({ 'insert-time': CommonMessages.invalid });
    return new Date(ms);
  }

  private async accountRef(manager: EntityManager, userId: number | null): Promise<AuditAccount | null> {
    const user = userId ? await this.accounts.findById(userId, manager) : null;
    return user ? { id: user.id, username: user.username } : null;
  }
}
