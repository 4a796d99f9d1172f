import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource, In, type EntityManager } from 'typeorm';
import { CommonErrors, CommonMessages } from '../../common/app-error';
import { displayId, parseId } from '../../common/ids';
import { mediaUrl } from '../../common/media-url';
import { normalizeLineBreaks } from '../../common/text-normalize';
import { isDeadlock } from '../../database/deadlock';
import { AccountsService } from '../accounts/accounts.service';
import { isUniqueViolation } from '../accounts/registration.service';
import type { User } from '../accounts/user.entity';
import { AuditService } from '../audit/audit.service';
import type { Deceased } from '../deceased/deceased.entity';
import { DeceasedErrors } from '../deceased/deceased.errors';
import { DeceasedService } from '../deceased/deceased.service';
import { DomainEvents, pageContentChanged } from '../domain-events/domain-events.service';
import { MediaErrors } from '../media/media.errors';
import { richTextIsEmpty, sanitizeRichText } from '../media/rich-text';
import { UploadsService, type ReceivedFile } from '../media/uploads.service';
import { Clock } from '../scheduler/clock';
import type {
  AdminMemorialDataDto,
  AdminMemorialDeletedDto,
  AdminMemorialSavedDto,
} from './dto/admin-memorial.dto';
import { isYes, parseIdList } from './admin-memorial-form';
import { AdminMemorialErrors } from './admin-memorials.errors';
import { Memorial } from './memorial.entity';
import { MemorialMediaItem, type MemorialMediaType } from './memorial-media.entity';
import { MEMORIAL_MAX_VIDEOS } from './memorial-orders.service';
import { MEMORIAL_MAX_PHOTOS } from '../../common/spec-limits';
import { MemorialsService } from './memorials.service';

type Admin = Pick<User, 'id' | 'username'>;
type NewMedia = { type: MemorialMediaType; file: string };

/** A biography is kept in the audit row up to this many characters (the column holds 64 KB). */
const AUDIT_BIO_CHARS = 8000;

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const clip = (text: string) => (text.length > AUDIT_BIO_CHARS ? `${text.slice(0, AUDIT_BIO_CHARS)}…` : text);

/**
 * The admin's memorial forms (spec panels §2 "Memorial forms (admin)", §4 "Memorial", §5 "Memorial", §6, §8):
 * add a memorial without payment (one year from now), edit its biography and gallery (photos and video
 * removed, new ones added, 10 photos and 1 video counted with what stays), delete it. Each change commits
 * with its audit row; files leave the storage only once that commit is done, and the memorial page's cache
 * is dropped after it. A refused request keeps none of its files.
 */
@Injectable()
export class AdminMemorialsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
    private readonly memorials: MemorialsService,
    private readonly deceasedService: DeceasedService,
    private readonly accounts: AccountsService,
    private readonly audit: AuditService,
    private readonly domainEvents: DomainEvents,
    private readonly clock: Clock,
  ) {}

  /** The edit form's start: the deceased, its memorial (any expiry) and the whole gallery. */
  async read(rawId: string): Promise<AdminMemorialDataDto> {
    const deceased = await this.deceasedOf(rawId);
    const memorial = await this.memorials.findEntityForDeceased(deceased.id);
    const media = memorial
      ? await this.dataSource.getRepository(MemorialMediaItem).find({
          where: { memorialId: memorial.id },
          order: { position: 'ASC', id: 'ASC' },
        })
      : [];
    return {
      deceased: { ID: deceased.id, name: deceased.name, surname: deceased.surname },
      memorial: memorial
        ? { ID: memorial.id, bio: memorial.bio, expirationDate: unixSeconds(memorial.expiresAt) }
        : null,
      memorialMedia: media.map((row) => ({ ID: row.id, type: row.type, file: mediaUrl(row.file) ?? '' })),
    };
  }

  /**
   * addMemorialToDeceased: a memorial for one year from now, no payment. A deceased whose memorial is still
   * active is refused (the edit form is for it); an expired one starts a new year with the new biography,
   * its gallery kept and counted in the limits.
   */
  async add(req: Request, admin: Admin): Promise<AdminMemorialSavedDto> {
    const saved = await this.withUpload(req, async (fields, files, commit) => {
      const deceased = await this.deceasedOf(fields['deceased-id']);
      const bio = this.bioOf(fields['deceased-bio']);
      const media = await commit(deceased.id);
      const attempt = () =>
        this.dataSource.transaction((manager) => this.addIn(manager, admin, deceased, bio, files, media));
      // Two adds at once for a deceased without memorial: the loser meets the unique index or, on MariaDB,
      // the other's gap lock as a deadlock. Tried again, its locking read waits for the winner's commit and
      // answers MEMORIAL_ACTIVE.
      return attempt().catch((error: unknown) => {
        if (isUniqueViolation(error) || isDeadlock(error)) return attempt();
        throw error;
      });
    });
    await this.domainEvents.raise(null, pageContentChanged(saved.deceasedID, 'memorial'));
    return saved;
  }

  /** The add's transaction: refused over an active memorial; the memorial row locked on MariaDB. */
  private async addIn(
    manager: EntityManager,
    admin: Admin,
    deceased: Deceased,
    bio: string,
    files: ReceivedFile[],
    media: NewMedia[],
  ): Promise<AdminMemorialSavedDto> {
    const now = this.clock.now();
    const before = await this.lockedMemorial(manager, deceased.id);
    if (before && before.expiresAt.getTime() > now.getTime()) throw AdminMemorialErrors.alreadyActive();
    const kept = before ? await this.galleryOf(manager, before.id) : [];
    const counts = this.checkLimits(kept, files);
    const memorial = await this.memorials.extendOneYear(manager, deceased.id, bio, now);
    await this.memorials.addMedia(memorial.id, media, manager);
    await this.audit.record(manager, {
      actor: admin,
      acted: await this.ownerOf(deceased, manager),
      action: 'memorial.add',
      targetType: 'deceased',
      targetId: deceased.id,
      oldValues: before ? { memorialId: before.id, expiresAt: before.expiresAt.toISOString() } : null,
      newValues: {
        memorialId: memorial.id,
        expiresAt: memorial.expiresAt.toISOString(),
        bio: clip(bio),
        added: media.map((item) => item.file),
      },
    });
    return this.savedOf(memorial, counts);
  }

  /**
   * memorial/edit: the biography replaced (kept when the request leaves it out), the photos of 'image-to-remove' and (with 'remove-video') the
   * video taken out of the gallery, the new files appended. The memorial row is locked on MariaDB so two
   * edits at once count the limits one after the other.
   */
  async edit(req: Request, admin: Admin): Promise<AdminMemorialSavedDto> {
    const { saved, removed } = await this.withUpload(req, async (fields, files, commit) => {
      const deceased = await this.deceasedOf(fields['deceased-id']);
      // A biography the request leaves out is kept (read in the transaction below); one sent is checked.
      const sentBio = fields['deceased-bio'] === undefined ? null : this.bioOf(fields['deceased-bio']);
      const photoIds = parseIdList(fields['image-to-remove']);
      const removeVideo = isYes(fields['remove-video']);
      const rawMemorialId = (fields['memorial-id'] ?? '').trim();
      const memorialId = rawMemorialId === '' ? null : parseId(rawMemorialId);
      const media = await commit(deceased.id);
      return this.dataSource.transaction(async (manager) => {
        const memorial = await this.lockedMemorial(manager, deceased.id);
        if (!memorial || (memorialId !== null && memorialId !== memorial.id))
          throw AdminMemorialErrors.notFound();
        const bio = sentBio ?? memorial.bio;
        const gallery = await this.galleryOf(manager, memorial.id);
        const leaving = gallery.filter((item) =>
          item.type === 'photo' ? photoIds.includes(item.id) : removeVideo,
        );
        const kept = gallery.filter((item) => !leaving.includes(item));
        const counts = this.checkLimits(kept, files);
        if (leaving.length > 0)
          await manager.delete(MemorialMediaItem, { id: In(leaving.map((item) => item.id)) });
        if (bio !== memorial.bio) await manager.update(Memorial, { id: memorial.id }, { bio });
        await this.memorials.addMedia(memorial.id, media, manager);
        // A form saved unchanged changed nothing: nothing to record.
        const unchanged = bio === memorial.bio && leaving.length === 0 && media.length === 0;
        if (!unchanged)
          await this.audit.record(manager, {
            actor: admin,
            acted: await this.ownerOf(deceased, manager),
            action: 'memorial.edit',
            targetType: 'deceased',
            targetId: deceased.id,
            oldValues: {
              ...(bio !== memorial.bio ? { bio: clip(memorial.bio) } : {}),
              ...(leaving.length > 0 ? { removed: leaving.map((item) => item.file) } : {}),
            },
            newValues: {
              memorialId: memorial.id,
              ...(bio !== memorial.bio ? { bio: clip(bio) } : {}),
              ...(media.length > 0 ? { added: media.map((item) => item.file) } : {}),
            },
          });
        return { saved: this.savedOf(memorial, counts), removed: leaving.map((item) => item.file) };
      });
    });
    await this.afterCommit(saved.deceasedID, removed);
    return saved;
  }

  /** deleteMemorial: the memorial and its gallery rows go in one transaction, the files after it. */
  async remove(rawId: string, admin: Admin): Promise<AdminMemorialDeletedDto> {
    const deceased = await this.deceasedOf(rawId);
    const { memorialId, files } = await this.dataSource.transaction(async (manager) => {
      const memorial = await this.lockedMemorial(manager, deceased.id);
      if (!memorial) throw AdminMemorialErrors.notFound();
      const gallery = await this.galleryOf(manager, memorial.id);
      await manager.delete(MemorialMediaItem, { memorialId: memorial.id });
      await manager.delete(Memorial, { id: memorial.id });
      await this.audit.record(manager, {
        actor: admin,
        acted: await this.ownerOf(deceased, manager),
        action: 'memorial.delete',
        targetType: 'deceased',
        targetId: deceased.id,
        oldValues: {
          memorialId: memorial.id,
          expiresAt: memorial.expiresAt.toISOString(),
          bio: clip(memorial.bio),
          media: gallery.map((item) => item.file),
        },
      });
      return { memorialId: memorial.id, files: gallery.map((item) => item.file) };
    });
    await this.afterCommit(deceased.id, files);
    return { deceasedID: deceased.id, memorialID: memorialId };
  }

  /**
   * Receives the multipart body and runs `work` with its fields; `commit` moves the received files into
   * media/memorial/{deceasedId}/. Whatever fails, the request's files (received or committed) are deleted.
   */
  private async withUpload<T>(
    req: Request,
    work: (
      fields: Record<string, string>,
      files: ReceivedFile[],
      commit: (deceasedId: number) => Promise<NewMedia[]>,
    ) => Promise<T>,
  ): Promise<T> {
    const received = await this.uploads.receive(req, {
      files: {
        images: { kind: 'photo', max: MEMORIAL_MAX_PHOTOS },
        video: { kind: 'video', max: MEMORIAL_MAX_VIDEOS },
      },
    });
    const files = [...(received.files.images ?? []), ...(received.files.video ?? [])];
    const committed: string[] = [];
    const commit = async (deceasedId: number) => {
      const media: NewMedia[] = [];
      for (const file of files) {
        const path = await this.uploads.commit(file, `memorial/${deceasedId}`);
        committed.push(path);
        media.push({ type: file.kind, file: path });
      }
      return media;
    };
    try {
      return await work(received.fields, files, commit);
    } catch (error) {
      await this.uploads.discard(files);
      await Promise.all(committed.map((path) => this.uploads.remove(path)));
      throw error;
    }
  }

  private async deceasedOf(rawId: string | undefined): Promise<Deceased> {
    const raw = (rawId ?? '').trim();
    if (raw === '') throw CommonErrors.validation({ 'deceased-id': CommonMessages.required });
    const deceased = await this.deceasedService.findById(parseId(raw));
    if (!deceased) throw DeceasedErrors.notFound(displayId(raw));
    return deceased;
  }

  /** spec panels §5: 'Campo obbligatorio' for a biography with no text once sanitised. */
  private bioOf(raw: string | undefined): string {
    const bio = sanitizeRichText(normalizeLineBreaks(raw ?? ''));
    if (richTextIsEmpty(bio)) throw CommonErrors.validation({ 'deceased-bio': CommonMessages.required });
    return bio;
  }

  private galleryOf(manager: EntityManager, memorialId: number): Promise<MemorialMediaItem[]> {
    return manager.getRepository(MemorialMediaItem).find({
      where: { memorialId },
      order: { position: 'ASC', id: 'ASC' },
    });
  }

  private lockedMemorial(manager: EntityManager, deceasedId: number): Promise<Memorial | null> {
    const locking = manager.connection.options.type !== 'better-sqlite3';
    return manager.getRepository(Memorial).findOne({
      where: { deceasedId },
      ...(locking ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  /** The gallery after the change holds at most 10 photos and 1 video (spec panels §4, §9). */
  private checkLimits(kept: MemorialMediaItem[], files: ReceivedFile[]): { photos: number; videos: number } {
    const count = (type: MemorialMediaType) =>
      kept.filter((item) => item.type === type).length + files.filter((file) => file.kind === type).length;
    const counts = { photos: count('photo'), videos: count('video') };
    if (counts.photos > MEMORIAL_MAX_PHOTOS) throw MediaErrors.maxImagesReached();
    if (counts.videos > MEMORIAL_MAX_VIDEOS) throw MediaErrors.maxVideosReached();
    return counts;
  }

  private async ownerOf(deceased: Deceased, manager: EntityManager) {
    if (deceased.ownerUserId === null) return null;
    const owner = await this.accounts.findById(deceased.ownerUserId, manager);
    return owner ? { id: owner.id, username: owner.username } : null;
  }

  private savedOf(memorial: Memorial, counts: { photos: number; videos: number }): AdminMemorialSavedDto {
    return {
      memorialID: memorial.id,
      deceasedID: memorial.deceasedId,
      expirationDate: unixSeconds(memorial.expiresAt),
      ...counts,
    };
  }

  /** Once the change is committed: the page's cache is dropped and the removed files deleted. */
  private async afterCommit(deceasedId: number, files: string[]): Promise<void> {
    await this.domainEvents.raise(null, pageContentChanged(deceasedId, 'memorial'));
    await Promise.all(files.map((path) => this.uploads.remove(path)));
  }
}
