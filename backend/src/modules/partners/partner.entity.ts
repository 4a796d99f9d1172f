import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../accounts/user.entity';
import type { PartnerType } from '../accounts/user.entity';

/** spec panels §4 "Partner": a request from /partner, accepted or denied; an active partner can be disabled. */
export type PartnerStatus = 'pending' | 'active' | 'denied' | 'disabled';

/** A funeral business or a lamp manager (type 'gestorelampade'), run by one account. */
@Entity('partners')
@Index('IDX_partners_user', ['userId'])
@Index('IDX_partners_vat', ['vat'], { unique: true })
@Index('IDX_partners_status', ['status'])
export class Partner {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 20 })
  type: PartnerType;

  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_partners_user' })
  user?: User;

  /**
   * Public page (spec panels §3 "Partner page"): rich text through sanitizeRichText once saved by partnerEdit;
   * older rows plain text, shown as paragraphs.
   */
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'header_text', type: 'varchar', length: 300, nullable: true })
  headerText: string | null;

  /** Path under the media folder. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  logo: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  website: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 24, nullable: true })
  telephone: string | null;

  @Column({ type: 'varchar', length: 24, nullable: true })
  mobile: string | null;

  /** The line the public page shows: written from the parts below, or (older rows) as first given. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  address: string | null;

  /** JSON object: network name → URL. */
  @Column({ name: 'social_links', type: 'text', nullable: true })
  socialLinks: string | null;

  /** JSON array of media paths (images under the media folder). */
  @Column({ type: 'text', nullable: true })
  media: string | null;

  /** Only an active partner has a public page and the partner panel. */
  @Column({ type: 'varchar', length: 10, default: 'active' })
  status: PartnerStatus;

  /** Partita IVA, upper case without spaces. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  vat: string | null;

  /** Codice destinatario SDI (or PEC). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  sdi: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  cf: string | null;

  /** The request's video, path under the media folder. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  video: string | null;

  @Column({ name: 'requested_at', type: 'datetime', nullable: true })
  requestedAt: Date | null;

  /** The page address's parts, null on rows saved before them or with a foreign address. */
  @Column({ name: 'address_route', type: 'varchar', length: 200, nullable: true })
  addressRoute: string | null;

  @Column({ name: 'address_civic', type: 'varchar', length: 20, nullable: true })
  addressCivic: string | null;

  @Column({ name: 'address_cap', type: 'varchar', length: 5, nullable: true })
  addressCap: string | null;

  @Column({ name: 'address_region_id', type: 'int', nullable: true })
  addressRegionId: number | null;

  @Column({ name: 'address_province_id', type: 'int', nullable: true })
  addressProvinceId: number | null;

  @Column({ name: 'address_location_id', type: 'int', nullable: true })
  addressLocationId: number | null;
}
