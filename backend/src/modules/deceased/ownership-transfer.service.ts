import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { AppError, CommonErrors } from '../../common/app-error';
import { parseId } from '../../common/ids';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { channelOf } from '../accounts/account-links.service';
import { AccountsService } from '../accounts/accounts.service';
import { canReceivePages } from '../accounts/user-search.service';
import type { User } from '../accounts/user.entity';
import { AuditService } from '../audit/audit.service';
import { OneShotTokensService } from '../auth/one-shot-tokens.service';
import { RequestThrottleService, type ThrottleRule } from '../auth/request-throttle.service';
import { roleOf, type Role } from '../auth/request-auth';
import { DomainEvents, pageContentChanged } from '../domain-events/domain-events.service';
import { OutboxService } from '../notifications/outbox.service';
import { publicLink } from '../notifications/templates';
import { Clock } from '../scheduler/clock';
import { AuthErrors } from '../auth/auth.errors';
import { Deceased } from './deceased.entity';
import { PageRoles } from './page-roles';
import type { AcceptTransferDataDto, ChangeOwnerDto } from './dto/ownership-transfer.dto';
import { OwnershipTransfer } from './ownership-transfer.entity';
import { TransferErrors, TransferMessages } from './ownership-transfer.errors';

/** Pages per request: the QR table's selection of a few pages (spec panels §2 'Elementi selezionati'). */
export const MAX_PAGES_PER_TRANSFER = 50;
/** How long the receiver's link works; an unanswered transfer stays pending until accepted or superseded. */
export const TRANSFER_LINK_TTL_MS = 30 * 24 * 60 * 60_000;

const HOUR = 60 * 60_000;
/** Each request sends a message: per requester and per receiver, so nobody's inbox can be flooded. */
const TRANSFER_THROTTLES = {
  requester: { bucket: 'transfer-request', limit: 30, windowMs: HOUR },
  receiver: { bucket: 'transfer-receiver', limit: 10, windowMs: HOUR },
} satisfies Record<string, ThrottleRule>;

/** The panel where each kind of account finds its pages (spec panels §2 "Control panel landing"). */
const PANEL_OF: Record<Role, string> = {
  client: '/client-panel#pages',
  partner: '/partner-panel#deceased',
  gestorelampade: '/lampade-panel#lampade',
  admin: '/admin-panel#pages',
};

interface ChangeOwnerRequest {
  deceasedIds: number[];
  newOwnerId: number;
  changeType: 'deceased' | 'qrcode';
  force: boolean;
}

/** The transfers of one request, as the token's payload carries them: ids in base 36, comma separated. */
function encodeTransfers(ids: number[]): string {
  return ids.map((id) => id.toString(36)).join(',');
}

function decodeTransfers(raw: unknown): number[] {
  if (typeof raw !== 'string' || !/^[0-9a-z]+(,[0-9a-z]+)*$/.test(raw)) return [];
  return raw.split(',').map((part) => parseInt(part, 36));
}

function fullName(person: Pick<Deceased | User, 'name' | 'surname'>): string {
  return `${person.name} ${person.surname}`.trim();
}

/**
 * 'Cedi proprietà' (spec panels §2 "Ownership transfer dialog", §4, §6, §7 changeOwner, §8; spec public §2
 * /accetta-trasferimento): the owner, the page's partner or an admin hands one or several pages to another
 * account; the receiver is told by their channel with a one-shot link, and until they accept the pages stay
 * with their owner, shown as pending ('In accettazione'). Each step is one transaction.
 */
@Injectable()
export class OwnershipTransferService {
  private readonly logger = new Logger(OwnershipTransferService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly tokens: OneShotTokensService,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly throttle: RequestThrottleService,
    private readonly domainEvents: DomainEvents,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pageRoles: PageRoles,
  ) {}

  /**
   * changeOwner: a pending transfer per page and one message to the receiver, all or nothing. A page with a
   * transfer still waiting is refused with PENDING_REQUEST unless `force` is 1, which supersedes it (its
   * link stops working). Pages the caller may not hand over answer like pages that do not exist.
   */
  async request(input: ChangeOwnerDto, viewer: User): Promise<number[]> {
    const request = parseRequest(input);
    await this.throttle.hit(TRANSFER_THROTTLES.requester, [`user:${viewer.id}`]);
    await this.throttle.hit(TRANSFER_THROTTLES.receiver, [`user:${request.newOwnerId}`]);
    try {
      await this.dataSource.transaction((manager) => this.send(manager, request, viewer));
    } catch (error) {
      if (error instanceof AppError) throw error;
      this.logger.error(`changeOwner failed: ${error instanceof Error ? error.message : String(error)}`);
      throw TransferErrors.updateFailed();
    }
    return request.deceasedIds;
  }

  private async send(manager: EntityManager, request: ChangeOwnerRequest, viewer: User): Promise<void> {
    const now = this.clock.now();
    const people = await this.lockedPages(manager, request.deceasedIds);
    const role = roleOf(viewer);
    if (people.length !== request.deceasedIds.length) throw TransferErrors.deceasedNotFound();
    for (const person of people)
      if (!mayTransfer(viewer, role, person))
        // A page's manager learns that only its owner hands it over; others, that it does not exist.
        throw (await this.pageRoles.roleOn(person.id, viewer.id, manager)) === 'manager'
          ? AuthErrors.accessDenied()
          : TransferErrors.deceasedNotFound();

    const receiver = await this.accounts.findById(request.newOwnerId, manager);
    const channel = receiver ? channelOf(receiver) : null;
    if (!receiver || !channel || receiver.id === viewer.id || !canReceivePages(receiver))
      throw TransferErrors.ownerNotFound();
    // Handing a page to the account that already holds it would change nothing.
    if (people.some((person) => person.ownerUserId === receiver.id))
      throw TransferErrors.field('new-owner-id', TransferMessages.invalid);

    const transfers = manager.getRepository(OwnershipTransfer);
    const waiting = await transfers.find({
      where: { deceasedId: In(request.deceasedIds), status: 'pending' },
    });
    if (waiting.length > 0 && !request.force) throw TransferErrors.pendingRequest();
    if (waiting.length > 0)
      await transfers.update(
        { id: In(waiting.map((transfer) => transfer.id)), status: 'pending' },
        { status: 'superseded', decidedAt: now },
      );

    const created: OwnershipTransfer[] = [];
    for (const person of people)
      created.push(
        await transfers.save(
          transfers.create({
            deceasedId: person.id,
            fromUserId: person.ownerUserId,
            toUserId: receiver.id,
            requestedByUserId: viewer.id,
            status: 'pending',
            createdAt: now,
            decidedAt: null,
          }),
        ),
      );

    const token = await this.tokens.issue(receiver.id, 'ownership-transfer', TRANSFER_LINK_TTL_MS, {
      manager,
      now,
      payload: { transfers: encodeTransfers(created.map((transfer) => transfer.id)) },
    });
    await this.outbox.enqueue(manager, {
      channel: channel.channel,
      to: channel.to,
      template: 'ownership-transfer',
      data: {
        name: receiver.name,
        fromName: requesterName(viewer, role, people),
        deceasedNames: people.map(fullName),
        link: publicLink(this.config.publicUrl, '/accetta-trasferimento', { token }),
      },
      userId: receiver.id,
      dedupeKey: `ownership-transfer:${created[0].id}`,
    });
    if (role === 'admin')
      await this.audit.record(manager, {
        actor: { id: viewer.id, username: viewer.username },
        acted: { id: receiver.id, username: receiver.username },
        action: 'deceased.changeOwner',
        targetType: 'deceased',
        targetId: request.deceasedIds.join(','),
        oldValues: {
          owners: people.map((person) => person.ownerUserId),
          superseded: waiting.map((t) => t.id),
        },
        newValues: {
          toUserId: receiver.id,
          changeType: request.changeType,
          transfers: created.map((transfer) => transfer.id),
        },
      });
  }

  /**
   * acceptTransfer: the receiver's link moves the pages still waiting to their account (transfers 'accepted',
   * the deceased's owner changed) and tells the former owner. A used, expired or superseded link is 410 'Il
   * link non è più valido'. The pages' cached data is dropped once the change has committed.
   */
  async accept(rawToken: unknown, rawManagers: unknown = 'keep'): Promise<AcceptTransferDataDto> {
    const token = typeof rawToken === 'string' ? rawToken.trim() : '';
    if (!token) throw TransferErrors.linkInvalid();
    // The new owner keeps the pages' managers (and 'Gestori' asks them again) or starts without them.
    const managers = rawManagers === undefined || rawManagers === '' ? 'keep' : rawManagers;
    if (managers !== 'keep' && managers !== 'clear')
      throw TransferErrors.field('managers', TransferMessages.invalid);
    const moved = await this.dataSource.transaction(async (manager) => {
      const now = this.clock.now();
      // A thrown error rolls the consumption back; the link then fails the same way next time.
      const valid = await this.tokens.consume(token, 'ownership-transfer', { manager, now });
      if (!valid) throw TransferErrors.linkInvalid();
      const ids = decodeTransfers(valid.payload?.transfers);
      const transfers = ids.length
        ? await manager.getRepository(OwnershipTransfer).find({
            where: { id: In(ids), toUserId: valid.userId, status: 'pending' },
            order: { id: 'ASC' },
          })
        : [];
      const receiver = await this.accounts.findById(valid.userId, manager);
      if (transfers.length === 0 || !receiver) throw TransferErrors.linkInvalid();

      const people = new Map(
        (
          await this.lockedPages(
            manager,
            transfers.map((transfer) => transfer.deceasedId),
          )
        ).map((person) => [person.id, person]),
      );
      const accepted: Array<{ transfer: OwnershipTransfer; person: Deceased }> = [];
      for (const transfer of transfers) {
        const person = people.get(transfer.deceasedId);
        // The page changed hands since the request (another transfer, an admin): this one is void.
        const current = person !== undefined && person.ownerUserId === transfer.fromUserId;
        const result = await manager
          .getRepository(OwnershipTransfer)
          .update(
            { id: transfer.id, status: 'pending' },
            { status: current ? 'accepted' : 'superseded', decidedAt: now },
          );
        if (current && result.affected === 1) accepted.push({ transfer, person });
      }
      if (accepted.length === 0) throw TransferErrors.linkInvalid();
      await manager
        .getRepository(Deceased)
        .update({ id: In(accepted.map(({ person }) => person.id)) }, { ownerUserId: receiver.id });
      for (const { person } of accepted) {
        if (managers === 'clear') await this.pageRoles.clear(manager, person.id, 'manager');
        // The new owner is no longer a member of a page that is now theirs.
        await this.pageRoles.removeMember(manager, person.id, receiver.id);
      }
      await this.tellFormerOwners(manager, receiver, accepted);
      await this.domainEvents.raise(
        manager,
        ...accepted.map(({ person }) => pageContentChanged(person.id, 'ownership')),
      );
      return accepted.map(({ person }) => person);
    });
    return {
      deceased: moved.map((person) => ({ ID: person.id, name: person.name, surname: person.surname })),
    };
  }

  /**
   * Each former owner hears which of their pages moved; a page without an owner (a partner's page) is told to
   * whoever asked for the transfer, unless that is the receiver.
   */
  private async tellFormerOwners(
    manager: EntityManager,
    receiver: User,
    accepted: Array<{ transfer: OwnershipTransfer; person: Deceased }>,
  ): Promise<void> {
    const byAccount = new Map<number, Array<{ transfer: OwnershipTransfer; person: Deceased }>>();
    for (const entry of accepted) {
      const account = entry.transfer.fromUserId ?? entry.transfer.requestedByUserId;
      if (account === null || account === receiver.id) continue;
      byAccount.set(account, [...(byAccount.get(account) ?? []), entry]);
    }
    for (const [accountId, entries] of byAccount) {
      const account = await this.accounts.findById(accountId, manager);
      const channel = account ? channelOf(account) : null;
      if (!account || !channel) continue;
      const role = roleOf(account) ?? 'client';
      await this.outbox.enqueue(manager, {
        channel: channel.channel,
        to: channel.to,
        template: 'ownership-transfer-accepted',
        data: {
          name: account.name,
          receiverName: fullName(receiver),
          deceasedNames: entries.map(({ person }) => fullName(person)),
          link: publicLink(this.config.publicUrl, PANEL_OF[role]),
        },
        userId: account.id,
        dedupeKey: `ownership-transfer-accepted:${entries[0].transfer.id}:${account.id}`,
      });
    }
  }

  /**
   * The pages with their partner (who may hand a page over), locked for the transaction on MariaDB so two
   * requests on one page run one after the other (SQLite runs one writing transaction at a time anyway).
   */
  private async lockedPages(manager: EntityManager, ids: number[]): Promise<Deceased[]> {
    const repository = manager.getRepository(Deceased);
    if (manager.connection.options.type !== 'better-sqlite3')
      await repository.find({
        select: { id: true },
        where: { id: In(ids) },
        lock: { mode: 'pessimistic_write' },
      });
    return repository.find({ where: { id: In(ids) }, relations: { partner: true }, order: { id: 'ASC' } });
  }
}

/**
 * spec panels §6: an admin any page; a partner its own pages (the deceased's partner is its company) but
 * never one sold on account (contoVendita 1, §4 "partner ownership transfer is hidden"); an owner its own.
 */
function mayTransfer(viewer: User, role: Role | null, person: Deceased): boolean {
  switch (role) {
    case 'admin':
      return true;
    case 'partner':
      return (
        person.partner?.userId === viewer.id && person.partner.type === 'partner' && person.contoVendita !== 1
      );
    case 'client':
      return person.ownerUserId === viewer.id;
    default:
      return false;
  }
}

/** Who the receiver is told hands the pages over: the owner by name, the funeral home, or Ricordo's staff. */
function requesterName(viewer: User, role: Role | null, people: Deceased[]): string {
  if (role === 'admin') return 'Lo staff di Ricordo';
  if (role === 'partner') return people[0]?.partner?.name ?? fullName(viewer);
  return fullName(viewer);
}

function parseRequest(input: ChangeOwnerDto): ChangeOwnerRequest {
  const fields: Record<string, string> = {};
  const deceasedIds = parseDeceasedIds(input['deceased-id'], fields);
  const newOwnerId = parseOneId(input['new-owner-id'], 'new-owner-id', fields);
  const rawType = input['change-type'];
  let changeType: 'deceased' | 'qrcode' = 'deceased';
  if (rawType === 'qrcode' || rawType === 'deceased') changeType = rawType;
  else if (rawType !== undefined && rawType !== null && rawType !== '')
    fields['change-type'] = TransferMessages.invalid;
  const rawForce = input.force;
  const force = rawForce === true || rawForce === 1 || rawForce === '1';
  if (
    !force &&
    ![undefined, null, '', false, 0, '0'].includes(rawForce as string | number | boolean | null | undefined)
  )
    fields.force = TransferMessages.invalid;
  if (Object.keys(fields).length > 0) throw CommonErrors.validation(fields);
  return { deceasedIds, newOwnerId, changeType, force };
}

/** One id (number or digits, 000 prefix accepted); a bad one is noted in `fields`. */
function parseOneId(raw: unknown, field: string, fields: Record<string, string>): number {
  if (raw === undefined || raw === null || raw === '') {
    fields[field] = TransferMessages.required;
    return 0;
  }
  const text =
    typeof raw === 'number' && Number.isInteger(raw)
      ? String(raw)
      : typeof raw === 'string'
        ? raw.trim()
        : '';
  try {
    return parseId(text);
  } catch {
    fields[field] = TransferMessages.invalid;
    return 0;
  }
}

/** `deceased-id`: one id, or a JSON list of 1–50 ids (a list sent as a JSON array too); duplicates count once. */
function parseDeceasedIds(raw: unknown, fields: Record<string, string>): number[] {
  let list: unknown = raw;
  if (typeof raw === 'string' && raw.trim().startsWith('[')) {
    try {
      list = JSON.parse(raw) as unknown;
    } catch {
      fields['deceased-id'] = TransferMessages.invalid;
      return [];
    }
  }
  if (!Array.isArray(list)) {
    const id = parseOneId(raw, 'deceased-id', fields);
    return id ? [id] : [];
  }
  if (list.length === 0 || list.length > MAX_PAGES_PER_TRANSFER) {
    fields['deceased-id'] = list.length === 0 ? TransferMessages.required : TransferMessages.invalid;
    return [];
  }
  const ids: number[] = [];
  for (const item of list) {
    const id = parseOneId(item, 'deceased-id', fields);
    if (!id) {
      fields['deceased-id'] = TransferMessages.invalid;
      return [];
    }
    ids.push(id);
  }
  return [...new Set(ids)].sort((a, b) => a - b);
}
