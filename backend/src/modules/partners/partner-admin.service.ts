import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { parseId } from '../../common/ids';
import { mediaUrl } from '../../common/media-url';
import { AccountLinksService, channelOf, timeSlot } from '../accounts/account-links.service';
import { AccountsService, PlatformAccess } from '../accounts/accounts.service';
import type { User } from '../accounts/user.entity';
import { AuditService } from '../audit/audit.service';
import { SessionsService } from '../auth/sessions.service';
import { DomainEvents, partnerPagesChanged } from '../domain-events/domain-events.service';
import { Clock } from '../scheduler/clock';
import type { AdminPartnerDto, AdminPartnerListDto, AdminPartnerOptionsDto } from './dto/admin-partners.dto';
import { Partner, type PartnerStatus } from './partner.entity';
import { PartnerErrors, PartnerMessages } from './partners.errors';

export type PartnerListName = 'requests' | 'partners';

/** Which rows each admin table shows: the requests waiting, and the partners accepted (active or disabled). */
const LIST_STATUSES: Record<PartnerListName, PartnerStatus[]> = {
  requests: ['pending'],
  partners: ['active', 'disabled'],
};

interface Transition {
  action: 'acceptPartner' | 'denyPartner' | 'downgradePartner';
  from: PartnerStatus[];
  to: PartnerStatus;
  /** The account's platformAccess after the change. */
  access: number;
  wrongState: string;
}

const TRANSITIONS: Record<Transition['action'], Transition> = {
  acceptPartner: {
    action: 'acceptPartner',
    from: ['pending', 'disabled'],
    to: 'active',
    access: PlatformAccess.partner,
    wrongState: PartnerMessages.notPending,
  },
  denyPartner: {
    action: 'denyPartner',
    from: ['pending'],
    to: 'denied',
    access: PlatformAccess.noPanel,
    wrongState: PartnerMessages.notPending,
  },
  downgradePartner: {
    action: 'downgradePartner',
    from: ['active'],
    to: 'disabled',
    access: PlatformAccess.noPanel,
    wrongState: PartnerMessages.notActive,
  },
};

/**
 * The admin's #partners section (spec panels §2, §4 "Partner", §7 acceptPartner, denyPartner,
 * downgradePartner): each action changes the partner's status and its account's panel access, tells an
 * accepted partner by its channel with a link to choose its password, ends a disabled partner's sessions,
 * and writes its audit row, all in one transaction. Only an active partner's public page is served.
 */
@Injectable()
export class PartnerAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly links: AccountLinksService,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
    private readonly domainEvents: DomainEvents,
    private readonly clock: Clock,
  ) {}

  async list(list: PartnerListName, page: number, maxResults: number): Promise<AdminPartnerListDto> {
    const [rows, total] = await this.dataSource.getRepository(Partner).findAndCount({
      where: { status: In(LIST_STATUSES[list]) },
      relations: { user: true },
      order: { id: 'DESC' },
      skip: (page - 1) * maxResults,
      take: maxResults,
    });
    return { items: rows.map((row) => this.row(row)), total, page, maxResults };
  }

  /**
   * The active funeral homes (lamp managers are not offered) whose name contains `name`, by name, at most
   * `maxResults`; or the one of `id`. Searched in the database, so every partner can be found however many
   * there are.
   */
  async options(query: { name?: string; id?: string; maxResults: number }): Promise<AdminPartnerOptionsDto> {
    const builder = this.dataSource
      .getRepository(Partner)
      .createQueryBuilder('p')
      .where("p.type = 'partner'")
      .andWhere("p.status = 'active'");
    if (query.id !== undefined) builder.andWhere('p.id = :id', { id: parseId(query.id) });
    const words = (query.name ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
    words.forEach((word, index) =>
      builder.andWhere(`LOWER(p.name) LIKE :w${index} ESCAPE '!'`, {
        [`w${index}`]: `%${word.replace(/[!%_]/g, (char) => `!${char}`)}%`,
      }),
    );
    const [rows, total] = await builder
      .orderBy('p.name', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .take(query.maxResults)
      .getManyAndCount();
    return { items: rows.map((row) => ({ ID: row.id, name: row.name })), total };
  }

  async change(action: Transition['action'], rawId: string, admin: User): Promise<void> {
    const transition = TRANSITIONS[action];
    const id = parseId(rawId);
    await this.dataSource.transaction(async (manager) => {
      const partners = manager.getRepository(Partner);
      const partner = await partners.findOneBy({ id });
      if (!partner || partner.userId === null) throw PartnerErrors.notFound();
      if (!transition.from.includes(partner.status)) throw PartnerErrors.wrongState(transition.wrongState);
      // Conditional on the status read: a concurrent decision makes this one fail instead of both applying.
      const result = await partners.update({ id, status: partner.status }, { status: transition.to });
      if (result.affected !== 1) throw PartnerErrors.wrongState(transition.wrongState);
      const user = await this.accounts.findById(partner.userId, manager);
      if (!user) throw PartnerErrors.notFound();
      const oldAccess = await this.accounts.setPlatformAccess(manager, user.id, transition.access);
      if (action === 'downgradePartner') await this.sessions.revokeAllOfUser(user.id, { manager });
      if (action === 'acceptPartner') await this.tellAccepted(manager, partner, user);
      await this.audit.record(manager, {
        actor: admin,
        acted: { id: user.id, username: user.username },
        action,
        targetType: 'partner',
        targetId: partner.id,
        oldValues: { status: partner.status, platformAccess: oldAccess },
        newValues: { status: transition.to, platformAccess: transition.access },
      });
      await this.domainEvents.raise(manager, partnerPagesChanged('partner'));
    });
  }

  /**
   * The link to choose a password: the registration link for an account that never had one, a reset link
   * for one re-enabled after a downgrade. Nothing is sent to an account without any contact.
   */
  private async tellAccepted(manager: EntityManager, partner: Partner, user: User): Promise<void> {
    const channel = channelOf(user);
    if (!channel) return;
    await this.links.send(manager, {
      user: { id: user.id, name: partner.name },
      purpose: user.passwordHash === null ? 'registration' : 'password-reset',
      channel,
      template: 'partner-accepted',
      dedupeKey: `partner-accepted:${partner.id}:${timeSlot(this.clock.now())}`,
    });
  }

  private row(partner: Partner): AdminPartnerDto {
    return {
      ID: partner.id,
      name: partner.name,
      type: partner.type,
      username: partner.user?.username ?? null,
      status: partner.status,
      active: partner.status === 'active' ? 1 : 0,
      VAT: partner.vat,
      SDI: partner.sdi,
      CF: partner.cf,
      email: partner.email,
      telephone: partner.telephone,
      mobile: partner.mobile,
      website: partner.website,
      address: partner.address,
      logo: mediaUrl(partner.logo),
      requestedAt: partner.requestedAt ? partner.requestedAt.toISOString() : null,
    };
  }
}
