import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { parseId } from '../../common/ids';
import { mediaUrl } from '../../common/media-url';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { channelOf } from '../accounts/account-links.service';
import { normalizeEmail, normalizeTelephone } from '../accounts/account-rules';
import { AccountsService } from '../accounts/accounts.service';
import type { User } from '../accounts/user.entity';
import { AuditService } from '../audit/audit.service';
import { randomToken, sha256Hex } from '../auth/crypto-tokens';
import type { Deceased } from '../deceased/deceased.entity';
import { DeceasedService } from '../deceased/deceased.service';
import { mayOwnPage } from '../deceased/page-access';
import { OutboxService } from '../notifications/outbox.service';
import { publicLink } from '../notifications/templates';
import { Clock } from '../scheduler/clock';
import type {
  InvitationLookDataDto,
  ManagedPageDto,
  PageInvitationDto,
  PageMembersDataDto,
} from './dto/page-members.dto';
import { recordManagerAction } from './manager-activity';
import { PageInvitation, type InvitationChannel } from './page-invitation.entity';
import { isMemberRole, PageMember, type MemberRole } from './page-member.entity';
import { PageMemberErrors, PageMemberMessages } from './page-members.errors';
import { PageMembersService } from './page-members.service';

/** spec: an invitation's link is valid 7 days. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const INVITATION_PATH = '/invito-pagina';

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
const wholeSeconds = (at: Date) => new Date(seconds(at) * 1000);
const fullName = (person: Pick<User | Deceased, 'name' | 'surname'>) =>
  `${person.name} ${person.surname}`.trim();

function stateOf(row: PageInvitation, now: Date): 'open' | 'expired' | 'accepted' {
  if (row.acceptedAt) return 'accepted';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
}

function invitationDto(row: PageInvitation, now: Date): PageInvitationDto {
  return {
    ID: row.id,
    channel: row.channel,
    address: row.address,
    role: row.role,
    state: stateOf(row, now),
    expiresAt: seconds(row.expiresAt),
  };
}

/**
 * A page's invitations and members as its owner keeps them, and the invitation link as the invited person
 * uses it (docs/contracts.md "Page managers and guests"). Owner-only calls answer 403 to a manager and 404
 * to anyone else; every input is checked here.
 */
@Injectable()
export class PageInvitationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly members: PageMembersService,
    private readonly deceased: DeceasedService,
    private readonly accounts: AccountsService,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** The page when the viewer owns it (or is an admin); 403 to its managers, 404 to everyone else. */
  async ownedPage(viewer: User, rawId: unknown, manager?: EntityManager): Promise<Deceased> {
    let id: number;
    try {
      id = parseId(String(rawId ?? '').trim());
    } catch {
      throw PageMemberErrors.notFound();
    }
    const page = await this.deceased.findById(id, manager);
    if (!page) throw PageMemberErrors.notFound();
    if (mayOwnPage(viewer, page)) return page;
    const role = await this.members.roleOn(page.id, viewer.id, manager);
    throw role === 'manager' ? PageMemberErrors.ownerOnly() : PageMemberErrors.notFound();
  }

  /** 'Gestori': the page's members and its invitations, newest first. */
  async overview(viewer: User, rawId: unknown): Promise<PageMembersDataDto> {
    const page = await this.ownedPage(viewer, rawId);
    const now = this.clock.now();
    const members = await this.members.membersOf(page.id);
    const invitations = await this.dataSource.manager.find(PageInvitation, {
      where: { deceasedId: page.id },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: 100,
    });
    return {
      ID: page.id,
      name: page.name,
      surname: page.surname,
      members: members.map((row) => ({
        userId: row.userId,
        name: row.user?.name ?? '',
        surname: row.user?.surname ?? '',
        username: row.user?.username ?? '',
        role: row.role,
        since: seconds(row.createdAt),
        inherited: page.ownerUserId !== null && row.invitedByUserId !== page.ownerUserId,
      })),
      invitations: invitations.map((row) => invitationDto(row, now)),
    };
  }

  /** The owner invites an address; the link goes by the channel chosen, through the outbox. */
  async invite(
    viewer: User,
    rawId: unknown,
    input: { channel?: unknown; address?: unknown; role?: unknown },
  ): Promise<PageInvitationDto> {
    const channel: InvitationChannel | null =
      input.channel === 'email' || input.channel === 'wa' ? input.channel : null;
    if (!channel) throw PageMemberErrors.field('channel', PageMemberMessages.required);
    const raw = typeof input.address === 'string' ? input.address : '';
    if (!raw.trim()) throw PageMemberErrors.field('address', PageMemberMessages.required);
    const address = channel === 'email' ? normalizeEmail(raw) : normalizeTelephone(raw);
    if (!address)
      throw PageMemberErrors.field(
        'address',
        channel === 'email' ? PageMemberMessages.email : PageMemberMessages.telephone,
      );
    const role: MemberRole =
      input.role === undefined || input.role === '' ? 'manager' : (input.role as MemberRole);
    if (!isMemberRole(role)) throw PageMemberErrors.field('role', PageMemberMessages.invalidChoice);
    return this.dataSource.transaction(async (manager) => {
      const page = await this.ownedPage(viewer, rawId, manager);
      const now = this.clock.now();
      const token = randomToken();
      const row = await manager.save(
        manager.create(PageInvitation, {
          deceasedId: page.id,
          role,
          channel,
          address,
          tokenHash: sha256Hex(token),
          expiresAt: wholeSeconds(new Date(now.getTime() + INVITATION_TTL_MS)),
          acceptedAt: null,
          acceptedByUserId: null,
          createdByUserId: viewer.id,
          createdAt: wholeSeconds(now),
        }),
      );
      await this.outbox.enqueue(manager, {
        channel,
        to: address,
        template: 'page-invitation',
        data: {
          fromName: fullName(viewer),
          deceasedName: fullName(page),
          role,
          link: publicLink(this.config.publicUrl, INVITATION_PATH, { token }),
        },
        userId: null,
        dedupeKey: `page-invitation:${row.id}`,
      });
      return invitationDto(row, now);
    });
  }

  /** The owner withdraws an invitation not yet accepted: its link stops working. */
  async revoke(viewer: User, rawId: unknown, rawInvitationId: unknown): Promise<void> {
    const page = await this.ownedPage(viewer, rawId);
    let invitationId: number;
    try {
      invitationId = parseId(String(rawInvitationId ?? '').trim());
    } catch {
      throw PageMemberErrors.invitationInvalid();
    }
    const result = await this.dataSource.manager.delete(PageInvitation, {
      id: invitationId,
      deceasedId: page.id,
      acceptedAt: IsNull(),
    });
    if (!result.affected) throw PageMemberErrors.invitationInvalid();
  }

  /** Only the owner removes a manager (or a guest); 404 when the person is not a member. */
  async removeMember(viewer: User, rawId: unknown, rawUserId: unknown): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const page = await this.ownedPage(viewer, rawId, manager);
      let userId: number;
      try {
        userId = parseId(String(rawUserId ?? '').trim());
      } catch {
        throw PageMemberErrors.notFound();
      }
      if (!(await this.members.remove(manager, page.id, userId))) throw PageMemberErrors.notFound();
    });
  }

  /** A new owner's answer for the managers a former owner invited: keep them (as their own) or clear them. */
  async resolveInherited(viewer: User, rawId: unknown, choice: unknown): Promise<number> {
    if (choice !== 'keep' && choice !== 'clear')
      throw PageMemberErrors.field('choice', PageMemberMessages.invalidChoice);
    return this.dataSource.transaction(async (manager) => {
      const page = await this.ownedPage(viewer, rawId, manager);
      const inherited = (await this.members.managersOf(page.id, manager)).filter(
        (row) => row.invitedByUserId !== page.ownerUserId,
      );
      for (const row of inherited)
        if (choice === 'clear') await this.members.remove(manager, page.id, row.userId);
        else await manager.update(PageMember, { id: row.id }, { invitedByUserId: page.ownerUserId });
      return inherited.length;
    });
  }

  /** The pages the person manages (not owns), for the client panel beside their own. */
  async managedPages(viewer: User): Promise<ManagedPageDto[]> {
    const ids = await this.members.pagesOf(viewer.id, 'manager');
    const pages = await this.deceased.findByIds(ids);
    const owners = new Map<number, string>();
    for (const ownerId of new Set(pages.map((page) => page.ownerUserId)))
      if (ownerId !== null) {
        const owner = await this.accounts.findById(ownerId);
        if (owner) owners.set(ownerId, fullName(owner));
      }
    return pages
      .sort((a, b) => a.id - b.id)
      .map((page) => ({
        ID: page.id,
        name: page.name,
        surname: page.surname,
        photo: mediaUrl(page.photo),
        dateOfBirth: page.dateOfBirth,
        dateOfDeath: page.dateOfDeath,
        ownerName: (page.ownerUserId !== null && owners.get(page.ownerUserId)) || '',
      }));
  }

  /** What the link holds, for the page that opens it (signed in or not): never the address or the owner's contact. */
  async look(rawToken: unknown): Promise<InvitationLookDataDto> {
    const row = await this.byToken(rawToken);
    const page = await this.deceased.findById(row.deceasedId);
    const from = row.createdByUserId ? await this.accounts.findById(row.createdByUserId) : null;
    const state = stateOf(row, this.clock.now());
    return {
      state: state === 'accepted' ? 'used' : state,
      role: row.role,
      deceasedName: page ? fullName(page) : '',
      fromName: from ? fullName(from) : '',
    };
  }

  /**
   * The signed-in person accepts: they join the page with the invitation's role, once. Expired: 410 'Invito
   * scaduto'; used: 410 'Invito già usato'; the page's owner: 409. The acceptance is a conditional update,
   * so two accepts of one link make one member.
   */
  async accept(viewer: User, rawToken: unknown): Promise<{ deceasedID: number; role: MemberRole }> {
    const row = await this.byToken(rawToken);
    return this.dataSource.transaction(async (manager) => {
      const now = this.clock.now();
      const state = stateOf(row, now);
      if (state === 'accepted') throw PageMemberErrors.invitationUsed();
      if (state === 'expired') throw PageMemberErrors.invitationExpired();
      const role = await this.members.roleOn(row.deceasedId, viewer.id, manager);
      if (role === 'owner') throw PageMemberErrors.ownPage();
      const marked = await manager.update(
        PageInvitation,
        { id: row.id, acceptedAt: IsNull() },
        { acceptedAt: wholeSeconds(now), acceptedByUserId: viewer.id },
      );
      if (marked.affected !== 1) throw PageMemberErrors.invitationUsed();
      const member = await this.members.join(manager, {
        deceasedId: row.deceasedId,
        userId: viewer.id,
        role: row.role,
        invitedByUserId: row.createdByUserId,
        at: now,
      });
      await recordManagerAction(this.audit, manager, {
        actor: viewer,
        role: member?.role ?? null,
        deceasedId: row.deceasedId,
        action: 'pageManager.join',
        values: { channel: row.channel },
      });
      return { deceasedID: row.deceasedId, role: member?.role ?? row.role };
    });
  }

  /**
   * 'Chiedi un nuovo invito' on an expired or used link: the owner is told by their channel, once per
   * invitation; a link still valid is to be accepted instead (409).
   */
  async askAgain(rawToken: unknown): Promise<void> {
    const row = await this.byToken(rawToken);
    if (stateOf(row, this.clock.now()) === 'open') throw PageMemberErrors.invitationStillValid();
    await this.dataSource.transaction(async (manager) => {
      const page = await this.deceased.findById(row.deceasedId, manager);
      const owner = page?.ownerUserId ? await this.accounts.findById(page.ownerUserId, manager) : null;
      const channel = owner ? channelOf(owner) : null;
      if (!page || !owner || !channel) return;
      await this.outbox.enqueue(manager, {
        channel: channel.channel,
        to: channel.to,
        template: 'page-invitation-again',
        data: {
          name: owner.name,
          address: row.address,
          deceasedName: fullName(page),
          link: `${publicLink(this.config.publicUrl, '/client-panel')}#pages`,
        },
        userId: owner.id,
        dedupeKey: `page-invitation-again:${row.id}`,
      });
    });
  }

  private async byToken(rawToken: unknown): Promise<PageInvitation> {
    const token = typeof rawToken === 'string' ? rawToken.trim() : '';
    if (!token || token.length > 200) throw PageMemberErrors.invitationInvalid();
    const row = await this.dataSource.manager.findOneBy(PageInvitation, { tokenHash: sha256Hex(token) });
    if (!row) throw PageMemberErrors.invitationInvalid();
    return row;
  }
}
