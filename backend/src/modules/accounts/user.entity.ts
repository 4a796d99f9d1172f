import { Column, Entity, Index, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { UserAddress } from './user-address.entity';
import { NotificationZone } from './notification-zone.entity';

export type ContactType = 'email' | 'wa' | 'sms';
export type NotificationFrequency = 'realtime' | 'daily' | 'weekly' | 'never';
export type PartnerType = 'partner' | 'gestorelampade';

/**
 * platformAccess values of spec public §6: 0 client, 1 admin, 2 partner; 3 is an account with no panel (a
 * partner request not, or no longer, accepted): no role, and login answers NO_PERMISSIONS (spec public §4).
 */
export const PlatformAccess = { client: 0, admin: 1, partner: 2, noPanel: 3 } as const;

@Entity('users')
@Index('IDX_users_username', ['username'], { unique: true })
@Index('IDX_users_email', ['email'], { unique: true })
@Index('IDX_users_telephone', ['telephone'], { unique: true })
@Index('IDX_users_name_normalized', ['nameNormalized'])
export class User {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  /** Stored lower case: login is case-insensitive. */
  @Column({ type: 'varchar', length: 64 })
  username: string;

  /** Stored lower case. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  /** '+{dialcode}-{number}' (spec panels §3). */
  @Column({ type: 'varchar', length: 24, nullable: true })
  telephone: string | null;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  surname: string;

  /** normalizeName(name + ' ' + surname), for user search. */
  @Column({ name: 'name_normalized', type: 'varchar', length: 201 })
  nameNormalized: string;

  /** argon2id; null until the owner completes registration (such an account is inactive: no login). */
  @Column({ name: 'password_hash', type: 'varchar', length: 255, nullable: true })
  passwordHash: string | null;

  @Column({ name: 'platform_access', type: 'tinyint' })
  platformAccess: number;

  @Column({ name: 'partner_type', type: 'varchar', length: 20, nullable: true })
  partnerType: PartnerType | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  cf: string | null;

  @Column({ name: 'preferred_contact', type: 'varchar', length: 8 })
  preferredContact: ContactType;

  @Column({ name: 'active_notification', type: 'tinyint' })
  activeNotification: number;

  @Column({ name: 'notification_frequency', type: 'varchar', length: 10 })
  notificationFrequency: NotificationFrequency;

  /** Promotion code typed at registration (spec public §3 registration form "agent"). */
  @Column({ type: 'varchar', length: 50, nullable: true })
  agent: string | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @OneToMany(() => UserAddress, (address) => address.user)
  addresses?: UserAddress[];

  @OneToMany(() => NotificationZone, (zone) => zone.user)
  notificationZones?: NotificationZone[];
}
