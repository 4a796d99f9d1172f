import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, EntityManager, In, Like, Repository } from 'typeorm';
import { normalizeName } from '../../common/text-normalize';
import { chunks } from '../../database/chunks';
import { AccountErrors } from './accounts.errors';
import type { UserDataDto } from './dto/user-data.dto';
import { NotificationZone } from './notification-zone.entity';
import { UserAddress } from './user-address.entity';
import { User, type ContactType, type NotificationFrequency, type PartnerType } from './user.entity';

/** The platformAccess values, for the modules that open or close a panel (setPlatformAccess). */
export { PlatformAccess } from './user.entity';

export interface NewUser {
  username: string;
  email: string | null;
  telephone: string | null;
  name: string;
  surname: string;
  passwordHash: string | null;
  platformAccess: number;
  partnerType: PartnerType | null;
  cf?: string | null;
  preferredContact?: ContactType;
  notificationFrequency?: NotificationFrequency;
  activeNotification?: boolean;
  agent?: string | null;
}

/** Where and how a user hears about new obituaries (zone notifications), as plain data. */
export interface NotificationTarget {
  id: number;
  name: string;
  /** Notifications on (the user's activeNotification). */
  active: boolean;
  frequency: NotificationFrequency;
  /** The preferred contact method; `to` is its address (e-mail, or the telephone for WhatsApp and SMS). */
  channel: ContactType;
  /** null when the account lacks the address its preferred method needs. */
  to: string | null;
}

/** A place to match against notification zones; the region is always known. */
export type ZoneMatchPlace = Pick<NotificationZone, 'provinceId' | 'locationId' | 'cap'> & {
  regionId: number;
};

const VALID_PLATFORM_ACCESS = [0, 1, 2] as const;
const TARGETS_PER_QUERY = 1000;

/** Accounts: who a user is and the UserData the front ends read (spec public §3). */
@Injectable()
export class AccountsService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(UserAddress) private readonly addresses: Repository<UserAddress>,
    @InjectRepository(NotificationZone) private readonly zones: Repository<NotificationZone>,
  ) {}

  /** Login accepts the username or the e-mail, case-insensitively (both are stored lower case). */
  findByLogin(identifier: string): Promise<User | null> {
    const key = identifier.trim().toLowerCase();
    return this.users.findOne({ where: key.includes('@') ? { email: key } : { username: key } });
  }

  /** In the caller's transaction when given one. */
  findById(id: number, manager?: EntityManager): Promise<User | null> {
    return (manager ? manager.getRepository(User) : this.users).findOneBy({ id });
  }

  findByUsername(username: string): Promise<User | null> {
    return this.users.findOneBy({ username: username.toLowerCase() });
  }

  /** By stored e-mail (lower case) or stored telephone ('+{dial}-{number}'). */
  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: email.toLowerCase() });
  }

  findByTelephone(telephone: string): Promise<User | null> {
    return this.users.findOneBy({ telephone });
  }

  /** Usernames starting with a prefix of letters and digits (for suggestions with a numeric suffix). */
  async usernamesStartingWith(prefix: string): Promise<Set<string>> {
    if (!/^[a-z0-9]*$/.test(prefix)) throw new Error('username prefix must be lower-case letters and digits');
    const rows = await this.users.find({
      where: { username: Like(`${prefix}%`) },
      select: { username: true },
    });
    return new Set(rows.map((row) => row.username));
  }

  /** A new account; in the caller's transaction when given one. */
  async create(input: NewUser, manager?: EntityManager): Promise<User> {
    const users = manager ? manager.getRepository(User) : this.users;
    const user = users.create({
      username: input.username.toLowerCase(),
      email: input.email?.toLowerCase() ?? null,
      telephone: input.telephone,
      name: input.name,
      surname: input.surname,
      nameNormalized: normalizeName(`${input.name} ${input.surname}`),
      passwordHash: input.passwordHash,
      platformAccess: input.platformAccess,
      partnerType: input.partnerType,
      cf: input.cf ?? null,
      preferredContact: input.preferredContact ?? (input.email ? 'email' : 'wa'),
      activeNotification: input.activeNotification ? 1 : 0,
      notificationFrequency: input.notificationFrequency ?? 'daily',
      agent: input.agent ?? null,
      createdAt: new Date(),
    });
    return users.save(user);
  }

  /**
   * Opens or closes the panel of an account (partner onboarding: accepted → partner, denied or disabled →
   * no panel), in the caller's transaction. Returns the previous value.
   */
  async setPlatformAccess(manager: EntityManager, userId: number, platformAccess: number): Promise<number> {
    const users = manager.getRepository(User);
    const user = await users.findOneByOrFail({ id: userId });
    await users.update({ id: userId }, { platformAccess });
    return user.platformAccess;
  }

  /** A partner account's type (the admin's partnerEdit 'type': it decides the partner or lamp panel). */
  async setPartnerType(manager: EntityManager, userId: number, partnerType: PartnerType): Promise<void> {
    await manager.getRepository(User).update({ id: userId }, { partnerType });
  }

  async addAddress(
    userId: number,
    address: Omit<UserAddress, 'id' | 'userId'>,
    manager?: EntityManager,
  ): Promise<void> {
    await (manager ? manager.getRepository(UserAddress) : this.addresses).insert({ ...address, userId });
  }

  /** Replaces the user's notification zones (spec public §3 notificationList). */
  async replaceZones(
    userId: number,
    zones: Array<Pick<NotificationZone, 'regionId' | 'provinceId' | 'locationId' | 'cap'>>,
    manager?: EntityManager,
  ): Promise<void> {
    const repository = manager ? manager.getRepository(NotificationZone) : this.zones;
    await repository.delete({ userId });
    if (zones.length > 0) await repository.insert(zones.map((zone) => ({ ...zone, userId })));
  }

  /**
   * Users with notifications on (and a frequency other than 'never') who have a zone matching one of the
   * places: every field a zone sets must equal the place's (a zone with only a region matches the whole
   * region; with a CAP, that CAP; an empty zone matches nothing). In the caller's transaction; by id.
   */
  async findZoneSubscribers(manager: EntityManager, places: ZoneMatchPlace[]): Promise<NotificationTarget[]> {
    if (places.length === 0) return [];
    const query = manager
      .createQueryBuilder(NotificationZone, 'zone')
      .innerJoin(User, 'user', 'user.id = zone.userId')
      .select('DISTINCT zone.userId', 'userId')
      .where('user.activeNotification = 1')
      .andWhere("user.notificationFrequency IN ('realtime', 'daily', 'weekly')")
      .andWhere(
        '(zone.regionId IS NOT NULL OR zone.provinceId IS NOT NULL OR zone.locationId IS NOT NULL OR zone.cap IS NOT NULL)',
      )
      .andWhere(
        new Brackets((any) => {
          places.forEach((place, index) => {
            any.orWhere(
              `((zone.regionId IS NULL OR zone.regionId = :region${index})` +
                ` AND (zone.provinceId IS NULL OR zone.provinceId = :province${index})` +
                ` AND (zone.locationId IS NULL OR zone.locationId = :location${index})` +
                ` AND (zone.cap IS NULL OR zone.cap = :cap${index}))`,
              {
                [`region${index}`]: place.regionId,
                [`province${index}`]: place.provinceId ?? -1,
                [`location${index}`]: place.locationId ?? -1,
                [`cap${index}`]: place.cap ?? '',
              },
            );
          });
        }),
      );
    const ids = (await query.getRawMany<{ userId: number | string }>()).map((row) => Number(row.userId));
    return this.notificationTargets(manager, ids);
  }

  /**
   * The notification targets of these users, whatever their preference (callers filter on `active` and
   * `frequency`), by id; ids without an account are left out. In the caller's transaction.
   */
  async notificationTargets(manager: EntityManager, userIds: number[]): Promise<NotificationTarget[]> {
    const ids = [...new Set(userIds)].sort((a, b) => a - b);
    // A digest run may ask for many users: the id lists stay under every engine's parameter limit.
    const batches = await Promise.all(
      chunks(ids, TARGETS_PER_QUERY).map((batch) =>
        manager.find(User, { where: { id: In(batch) }, order: { id: 'ASC' } }),
      ),
    );
    const users = batches.flat();
    return users.map(toNotificationTarget);
  }

  /**
   * The session's userdata. An account whose stored platform access is not 0/1/2 is broken: it gets no
   * session and the front end sends the user to /contact (spec public §4, §8).
   */
  async getUserData(user: User): Promise<UserDataDto> {
    const platformAccess = VALID_PLATFORM_ACCESS.find((value) => value === user.platformAccess);
    if (platformAccess === undefined) throw AccountErrors.noPermissions();
    const [addresses, zones] = await Promise.all([
      this.addresses.find({ where: { userId: user.id }, order: { id: 'ASC' } }),
      this.zones.find({ where: { userId: user.id }, order: { id: 'ASC' } }),
    ]);
    return {
      user_id: user.id,
      name: user.name,
      surname: user.surname,
      username: user.username,
      email: user.email,
      telephone: user.telephone,
      cf: user.cf,
      preferred_contact: { type: user.preferredContact },
      notificationPreference: {
        activeNotification: user.activeNotification === 1,
        notificationFrequency: user.notificationFrequency,
        notificationList: zones.map((zone) => ({
          region: zone.regionId,
          province: zone.provinceId,
          location: zone.locationId,
          cap: zone.cap,
        })),
      },
      permissions: { platformAccess },
      partnertype: platformAccess === 2 ? user.partnerType : null,
      addresses: addresses.map((address) => ({
        address: address.address,
        number: address.number,
        region: address.regionId,
        province: address.provinceId,
        location: address.locationId,
        cap: address.cap,
        nationID: address.nationId,
        completeAddress: address.completeAddress,
        type: address.type,
      })),
    };
  }

  /**
   * Who these accounts are for the admin's lists (spec panels §3 "QR code list item": owner name, surname,
   * username, telephone, address, level_access), by id; the first address with its place names. Two
   * queries per TARGETS_PER_QUERY ids.
   */
  async contactSummaries(userIds: number[]): Promise<Map<number, AccountSummary>> {
    const summaries = new Map<number, AccountSummary>();
    for (const batch of chunks([...new Set(userIds)], TARGETS_PER_QUERY)) {
      const [users, addresses] = await Promise.all([
        this.users.find({ where: { id: In(batch) } }),
        this.addresses.find({
          where: { userId: In(batch) },
          relations: { region: true, province: true, location: true },
          order: { id: 'ASC' },
        }),
      ]);
      const firstAddress = new Map<number, UserAddress>();
      for (const address of addresses)
        if (!firstAddress.has(address.userId)) firstAddress.set(address.userId, address);
      for (const user of users) {
        const address = firstAddress.get(user.id);
        summaries.set(user.id, {
          id: user.id,
          name: user.name,
          surname: user.surname,
          username: user.username,
          email: user.email,
          telephone: user.telephone,
          platformAccess: user.platformAccess,
          address: address
            ? {
                region: address.region?.name ?? null,
                province: address.province?.name ?? null,
                location: address.location?.name ?? null,
                street: [address.address, address.number].filter(Boolean).join(' ') || null,
                cap: address.cap,
                completeAddress: address.completeAddress,
              }
            : null,
        });
      }
    }
    return summaries;
  }
}

/** An account as the admin's lists show it (AccountsService.contactSummaries). */
export interface AccountSummary {
  id: number;
  name: string;
  surname: string;
  username: string;
  email: string | null;
  telephone: string | null;
  /** 0 client, 1 admin, 2 partner (the spec's level_access). */
  platformAccess: number;
  address: {
    region: string | null;
    province: string | null;
    location: string | null;
    street: string | null;
    cap: string | null;
    completeAddress: string | null;
  } | null;
}

function toNotificationTarget(user: User): NotificationTarget {
  const channel = user.preferredContact;
  const to = channel === 'email' ? user.email : user.telephone;
  return {
    id: user.id,
    name: user.name,
    active: user.activeNotification === 1,
    frequency: user.notificationFrequency,
    channel,
    to: to || null,
  };
}
