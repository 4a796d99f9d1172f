import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error';
import { parseId } from '../../common/ids';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { User } from '../accounts/user.entity';
import { AuditService } from '../audit/audit.service';
import { AuthErrors } from '../auth/auth.errors';
import { roleOf } from '../auth/request-auth';
import { DomainEvents, pageContentChanged } from '../domain-events/domain-events.service';
import { DeceasedErrors } from './deceased.errors';
import { Deceased, PAGE_PRIVACIES, type PagePrivacy } from './deceased.entity';
import type { PagePrivacyDataDto } from './dto/page-privacy.dto';
import { newAccessKey } from './page-key';
import { PageRoles } from './page-roles';

/** How closed each privacy is: widening is moving to a lower rank. */
const RANK: Record<PagePrivacy, number> = { public: 0, link: 1, private: 2 };

export const PagePrivacyMessages = {
  saved: 'Visibilità della pagina aggiornata',
  rotated: 'Nuovo link creato: quello di prima non apre più la pagina',
  invalid: "Scegli 'Pubblica', 'Solo con il link' o 'Privata'",
  ownerOnly: 'Solo il proprietario della pagina può renderla più visibile',
} as const;

export const PagePrivacyErrors = {
  invalid: () => new AppError(400, 'INVALID_PRIVACY', PagePrivacyMessages.invalid),
  ownerOnly: () => new AppError(403, 'PRIVACY_WIDEN_OWNER_ONLY', PagePrivacyMessages.ownerOnly),
};

type Keeper = PagePrivacyDataDto['role'];

/**
 * A page's privacy as its people set it (docs/contracts.md "Page privacy"): the owner may choose any; a
 * manager (and an admin) may only narrow it (Pubblica → Solo con il link → Privata). Every change and every
 * new link is audited and raises PageContentChanged, which drops the page's cached copies and read facts
 * here at once and on every other instance within PAGE_CACHE_SYNC_MS.
 */
@Injectable()
export class PagePrivacyService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly domainEvents: DomainEvents,
    private readonly members: PageRoles,
  ) {}

  async read(rawId: string, user: User): Promise<PagePrivacyDataDto> {
    const id = parseId(rawId);
    const person = await this.page(this.dataSource.manager, id, false);
    return this.answer(person, await this.keeper(person, user));
  }

  async set(rawId: string, user: User, wanted: unknown): Promise<PagePrivacyDataDto> {
    const id = parseId(rawId);
    if (typeof wanted !== 'string' || !(PAGE_PRIVACIES as readonly string[]).includes(wanted))
      throw PagePrivacyErrors.invalid();
    const privacy = wanted as PagePrivacy;
    return this.dataSource.transaction(async (manager) => {
      const person = await this.page(manager, id, true);
      const keeper = await this.keeper(person, user, manager);
      if (RANK[privacy] < RANK[person.privacy] && keeper !== 'owner') throw PagePrivacyErrors.ownerOnly();
      if (privacy === person.privacy) return this.answer(person, keeper);
      const accessKey = person.accessKey ?? (privacy === 'public' ? null : newAccessKey());
      await manager.update(Deceased, { id }, { privacy, accessKey });
      await this.audit.record(manager, {
        actor: user,
        action: 'page.privacy',
        targetType: 'deceased',
        targetId: id,
        oldValues: { privacy: person.privacy },
        newValues: { privacy },
      });
      await this.domainEvents.raise(manager, pageContentChanged(id, 'deceased'));
      return this.answer({ ...person, privacy, accessKey }, keeper);
    });
  }

  /** A new secret: the old link and every key handed out by it or by a scan stop opening the page. */
  async rotate(rawId: string, user: User): Promise<PagePrivacyDataDto> {
    const id = parseId(rawId);
    return this.dataSource.transaction(async (manager) => {
      const person = await this.page(manager, id, true);
      const keeper = await this.keeper(person, user, manager);
      const accessKey = newAccessKey();
      await manager.update(Deceased, { id }, { accessKey });
      await this.audit.record(manager, {
        actor: user,
        action: 'page.privacyKey',
        targetType: 'deceased',
        targetId: id,
      });
      await this.domainEvents.raise(manager, pageContentChanged(id, 'deceased'));
      return this.answer({ ...person, accessKey }, keeper);
    });
  }

  private async page(manager: EntityManager, id: number, lock: boolean): Promise<Deceased> {
    const query = manager
      .getRepository(Deceased)
      .createQueryBuilder('d')
      .addSelect('d.accessKey')
      .where('d.id = :id', { id });
    if (lock && manager.connection.options.type !== 'better-sqlite3') query.setLock('pessimistic_write');
    const person = await query.getOne();
    if (!person) throw DeceasedErrors.panelNotFound();
    return person;
  }

  /** The caller's place on the page; 403 for anyone who does not keep it (a guest included). */
  private async keeper(person: Deceased, user: User, manager?: EntityManager): Promise<Keeper> {
    if (person.ownerUserId !== null && person.ownerUserId === user.id) return 'owner';
    if ((await this.members.roleOn(person.id, user.id, manager)) === 'manager') return 'manager';
    if (roleOf(user) === 'admin') return 'admin';
    throw AuthErrors.accessDenied();
  }

  private answer(person: Pick<Deceased, 'id' | 'privacy' | 'accessKey'>, role: Keeper): PagePrivacyDataDto {
    const link =
      person.privacy === 'link' && person.accessKey
        ? `${this.config.publicUrl}/pagina/${person.id}/${person.accessKey}`
        : null;
    return { privacy: person.privacy, link, role, mayWiden: role === 'owner' };
  }
}
