import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { AppError, CommonErrors, CommonMessages } from '../../common/app-error';
import { parseId } from '../../common/ids';
import { changedOnly } from '../../common/kept-fields';
import { normalizeLineBreaks } from '../../common/text-normalize';
import { mediaUrl } from '../../common/media-url';
import { validatedFields } from '../../common/validation';
import { AccountsService } from '../accounts/accounts.service';
import type { PartnerType, User } from '../accounts/user.entity';
import { AuditService } from '../audit/audit.service';
import { AuthContextService } from '../auth/auth-context.service';
import { roleOf, type AuthenticatedRequest } from '../auth/request-auth';
import { DomainEvents, partnerPagesChanged } from '../domain-events/domain-events.service';
import { richTextIsEmpty, sanitizeRichText } from '../media/rich-text';
import { UploadsService, type ReceivedFile } from '../media/uploads.service';
import { PARTNER_EDIT_TYPES, PartnerEditFieldsDto, type PartnerEditType } from './dto/partner-edit.dto';
import { mediaPaths } from './partner-page.service';
import { PARTNER_MAX_IMAGES, PARTNER_MAX_VIDEO_BYTES } from '../../common/spec-limits';
import { mergedSocialLinks } from './partner-social';
import { Partner } from './partner.entity';
import { PartnerEditErrors } from './partners.errors';

const NAME_MAX = 200;
const PARTNER_TYPES: PartnerType[] = ['partner', 'gestorelampade'];
/** Only files uploaded for a partner are deleted; demo media shared with other pages stay. */
const OWN_MEDIA_PREFIX = 'partner/';
/** Tries of the read-and-conditional-update when another edit of the same partner commits in between. */
const ATTEMPTS = 5;

type Changes = Partial<
  Pick<Partner, 'name' | 'type' | 'description' | 'logo' | 'media' | 'video' | 'socialLinks'>
>;

interface Edit {
  type: PartnerEditType;
  content: string;
  /** The committed upload of edit-logo, add-image, add-video. */
  path: string | null;
}

function isEditType(value: string): value is PartnerEditType {
  return (PARTNER_EDIT_TYPES as readonly string[]).includes(value);
}

function fileFieldOf(type: PartnerEditType): 'file' | 'video' | null {
  if (type === 'edit-logo' || type === 'add-image') return 'file';
  return type === 'add-video' ? 'video' : null;
}

/**
 * partnerEdit (spec panels §2 "Partner page editor", §7, §8): the partner edits its own public page, an
 * admin any partner's (audited). A new file goes through the upload pipeline and is stored before the
 * transaction (removed again if anything fails); a replaced or removed file is deleted once the change has
 * committed; the cached public pages are dropped at once.
 */
@Injectable()
export class PartnerEditService {
  private readonly logger = new Logger(PartnerEditService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly context: AuthContextService,
    private readonly accounts: AccountsService,
    private readonly uploads: UploadsService,
    private readonly audit: AuditService,
    private readonly domainEvents: DomainEvents,
  ) {}

  async edit(req: AuthenticatedRequest): Promise<void> {
    // Refused before the body is read: a visitor or a client never streams a file in.
    const { user } = await this.context.load(req);
    const role = user ? roleOf(user) : null;
    if (!user || role === null || role === 'client') throw PartnerEditErrors.accessDenied();
    const isAdmin = role === 'admin';

    // The page is checked on the fields sent before the files: another's page never streams a file in.
    const upload = await this.uploads.receive(req, {
      files: { file: { kind: 'photo', max: 1 }, video: { kind: 'video', max: 1 } },
      maxBytes: { video: PARTNER_MAX_VIDEO_BYTES },
      authorize: (fields) => this.mayEdit(fields.partnerid, user, isAdmin),
    });
    const received = Object.values(upload.files).flat();
    let committed: string | null = null;
    try {
      const form = await validatedFields(PartnerEditFieldsDto, upload.fields);
      const type = form['edit-type'];
      if (!isEditType(type)) throw PartnerEditErrors.invalidEditType();
      const id = this.partnerId(form.partnerid);
      const field = fileFieldOf(type);
      const file: ReceivedFile | null = field ? (upload.files[field]?.[0] ?? null) : null;
      await this.uploads.discard(received.filter((other) => other !== file));
      if (field && !file) throw PartnerEditErrors.uploadingError();

      // The type decides the account's panel: only an admin changes it.
      if (type === 'type' && !isAdmin) throw PartnerEditErrors.invalidEditType();

      if (file) committed = await this.commit(file, id);
      const edit: Edit = { type, content: normalizeLineBreaks(form.content ?? ''), path: committed };
      const removed = await this.save(id, edit, isAdmin ? user : null);
      committed = null;
      await this.domainEvents.raise(null, partnerPagesChanged('partner'));
      if (removed?.startsWith(OWN_MEDIA_PREFIX))
        await this.uploads.remove(removed).catch((error: unknown) => {
          this.logger.warn(`Partner ${id}: ${removed} not deleted: ${String(error)}`);
        });
    } catch (error) {
      await this.uploads.discard(received);
      if (committed) await this.uploads.remove(committed).catch(() => undefined);
      throw error;
    }
  }

  /** The partner exists and is the caller's (an admin: any); run before the upload's files are read. */
  private async mayEdit(raw: string | undefined, user: User, isAdmin: boolean): Promise<void> {
    const partner = await this.dataSource.getRepository(Partner).findOneBy({ id: this.partnerId(raw ?? '') });
    if (!partner) throw isAdmin ? PartnerEditErrors.invalidPartner() : PartnerEditErrors.accessDenied();
    if (!isAdmin && partner.userId !== user.id) throw PartnerEditErrors.accessDenied();
  }

  private partnerId(raw: string): number {
    try {
      return parseId(raw);
    } catch {
      throw PartnerEditErrors.invalidPartner();
    }
  }

  private async commit(file: ReceivedFile, id: number): Promise<string> {
    try {
      return await this.uploads.commit(file, `partner/p${id}`);
    } catch (error) {
      this.logger.error(`Partner ${id}: upload not stored: ${String(error)}`);
      throw PartnerEditErrors.uploadingError();
    }
  }

  /**
   * Reads the partner and writes the change only if the fields it read are still the same (a concurrent
   * add-image cannot pass the limit of 50), with the audit row of an admin's edit. Returns the file
   * the change dropped, if any.
   */
  private async save(id: number, edit: Edit, admin: User | null): Promise<string | null> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const outcome = await this.dataSource.transaction(async (manager) => {
        const partner = await manager
          .getRepository(Partner)
          .findOne({ where: { id }, relations: { user: true } });
        if (!partner) throw PartnerEditErrors.invalidPartner();
        const applied = this.apply(partner, edit);
        // The same value saved again (a form sent unchanged) writes nothing: no row touched, no audit row.
        const changes = changedOnly(partner, applied.changes);
        if (Object.keys(changes).length === 0) return { removed: null };
        const { removed } = applied;
        const where = Object.fromEntries(
          Object.keys(changes).map((key) => {
            const old = partner[key as keyof Changes];
            return [key, old === null ? IsNull() : old];
          }),
        );
        const result = await manager.update(Partner, { id, ...where }, changes);
        if (result.affected !== 1) return null;
        if (changes.type && partner.userId !== null)
          await this.accounts.setPartnerType(manager, partner.userId, changes.type);
        if (admin) await this.record(manager, admin, partner, edit.type, changes);
        return { removed };
      });
      if (outcome) return outcome.removed;
    }
    throw new AppError(409, 'EDIT_CONFLICT', CommonMessages.unexpected);
  }

  private apply(partner: Partner, edit: Edit): { changes: Changes; removed: string | null } {
    const text = edit.content.trim();
    const images = mediaPaths(partner.media);
    switch (edit.type) {
      case 'name':
        if (!text) throw PartnerEditErrors.emptyField();
        if (text.length > NAME_MAX) throw CommonErrors.validation({ content: CommonMessages.invalid });
        return { changes: { name: text }, removed: null };
      case 'type':
        if (!text) throw PartnerEditErrors.emptyField();
        if (!PARTNER_TYPES.includes(text as PartnerType))
          throw CommonErrors.validation({ content: CommonMessages.invalid });
        return { changes: { type: text as PartnerType }, removed: null };
      case 'description': {
        const clean = sanitizeRichText(edit.content);
        if (richTextIsEmpty(clean)) throw PartnerEditErrors.emptyField();
        return { changes: { description: clean }, removed: null };
      }
      case 'social':
        return {
          changes: { socialLinks: mergedSocialLinks(partner.socialLinks, edit.content) },
          removed: null,
        };
      case 'edit-logo':
        return { changes: { logo: edit.path }, removed: partner.logo };
      case 'add-image':
        if (images.length >= PARTNER_MAX_IMAGES) throw PartnerEditErrors.maxImagesReached();
        return { changes: { media: JSON.stringify([...images, edit.path]) }, removed: null };
      case 'add-video':
        return { changes: { video: edit.path }, removed: partner.video };
      case 'remove-image': {
        const image = images.find((path) => path === text || mediaUrl(path) === text);
        if (!text || !image) throw PartnerEditErrors.cannotDeleteFile();
        return {
          changes: { media: JSON.stringify(images.filter((path) => path !== image)) },
          removed: image,
        };
      }
      case 'remove-video':
        if (!partner.video) throw PartnerEditErrors.cannotDeleteFile();
        return { changes: { video: null }, removed: partner.video };
    }
  }

  private async record(
    manager: EntityManager,
    admin: User,
    partner: Partner,
    action: PartnerEditType,
    changes: Changes,
  ): Promise<void> {
    const short = (value: unknown) => (typeof value === 'string' ? value.slice(0, 500) : value);
    const oldValues: Record<string, unknown> = {};
    const newValues: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(changes)) {
      oldValues[key] = short(partner[key as keyof Changes]);
      newValues[key] = short(value);
    }
    await this.audit.record(manager, {
      actor: admin,
      acted: partner.user ? { id: partner.user.id, username: partner.user.username } : null,
      action: `partnerEdit:${action}`,
      targetType: 'partner',
      targetId: partner.id,
      oldValues,
      newValues,
    });
  }
}
