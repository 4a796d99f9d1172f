import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../accounts/user.entity';
import { Deceased } from '../deceased/deceased.entity';
import { Order } from '../orders/entities/order.entity';
import type { DedicationType, FlowerProduct } from './dedication-types';

export {
  DEDICATION_TYPES,
  FLOWER_PRODUCTS,
  type DedicationType,
  type FlowerProduct,
} from './dedication-types';

/**
 * unpaid (its order is not paid; never shown) → pending ('In attesa di accettazione') → accepted or refused
 * by the page owner (spec panels §4); unpaid → cancelled when the order is cancelled or fails.
 */
export type DedicationStatus = 'unpaid' | 'cancelled' | 'pending' | 'accepted' | 'refused';
/** The statuses a memorial page shows (spec public §4: "other statuses: not shown"). */
export const PUBLISHED_DEDICATION_STATUSES: readonly DedicationStatus[] = ['pending', 'accepted', 'refused'];

export type DedicationMediaType = 'photo' | 'video';

/** A dedication or gift left by a visitor on a deceased's page (spec public §3, panels §3). */
@Entity('dedications')
@Index('IDX_dedications_deceased_status', ['deceasedId', 'status'])
@Index('IDX_dedications_order', ['orderId'], { unique: true })
@Index('IDX_dedications_awaiting', ['status', 'awaitingSince'])
export class Dedication {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ name: 'deceased_id', type: 'int' })
  deceasedId: number;

  @ManyToOne(() => Deceased, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'deceased_id', foreignKeyConstraintName: 'FK_dedications_deceased' })
  deceased?: Deceased;

  @Column({ type: 'varchar', length: 16 })
  type: DedicationType;

  @Column({ type: 'text', nullable: true })
  text: string | null;

  /** The signature shown with the dedication (spec: showAuthor, 0 = anonymous); null when unsigned. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  sign: string | null;

  @Column({ type: 'varchar', length: 10 })
  status: DedicationStatus;

  /** Path under the media folder of the photo or video, when the type has one. */
  @Column({ name: 'media_filename', type: 'varchar', length: 255, nullable: true })
  mediaFilename: string | null;

  @Column({ name: 'media_type', type: 'varchar', length: 10, nullable: true })
  mediaType: DedicationMediaType | null;

  @Column({ name: 'giver_name', type: 'varchar', length: 100 })
  giverName: string;

  @Column({ name: 'giver_surname', type: 'varchar', length: 100 })
  giverSurname: string;

  @Column({ name: 'giver_email', type: 'varchar', length: 254, nullable: true })
  giverEmail: string | null;

  @Column({ name: 'giver_telephone', type: 'varchar', length: 24, nullable: true })
  giverTelephone: string | null;

  /** The order that pays for it; null for a dedication activated without payment (price 0) or seeded. */
  @Column({ name: 'order_id', type: 'int', nullable: true })
  orderId?: number | null;

  @ManyToOne(() => Order, { onDelete: 'SET NULL', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'FK_dedications_order' })
  order?: Order;

  /** The giver's account when they were signed in. */
  @Column({ name: 'giver_user_id', type: 'int', nullable: true })
  giverUserId?: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'giver_user_id', foreignKeyConstraintName: 'FK_dedications_giver_user' })
  giverUser?: User;

  /** How the giver wants to hear the owner's decision: 'email' | 'wa' | 'sms'. */
  @Column({ name: 'giver_contact', type: 'varchar', length: 8, nullable: true })
  giverContact?: 'email' | 'wa' | 'sms' | null;

  /** fiori-reali only: the flower product chosen. */
  @Column({ name: 'flower_product', type: 'varchar', length: 16, nullable: true })
  flowerProduct?: FlowerProduct | null;

  /** fiori-reali only: the giver's delivery notes (plain text). */
  @Column({ name: 'delivery_notes', type: 'varchar', length: 1000, nullable: true })
  deliveryNotes?: string | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  /** When the owner (or an admin) accepted or refused it. */
  @Column({ name: 'decided_at', type: 'datetime', nullable: true })
  decidedAt?: Date | null;

  /**
   * When it started waiting for the family's decision (pending): the 48-hour reminder and the 7-day
   * deadline count from here (moderation/moderation-rules.ts).
   */
  @Column({ name: 'awaiting_since', type: 'datetime', nullable: true })
  awaitingSince?: Date | null;

  /** When the page's moderators were reminded that it still waits (once). */
  @Column({ name: 'moderators_reminded_at', type: 'datetime', nullable: true })
  moderatorsRemindedAt?: Date | null;

  /** 'deadline' when no one decided within the deadline and the page's choice was applied; else null. */
  @Column({ name: 'decided_by', type: 'varchar', length: 10, nullable: true })
  decidedBy?: 'deadline' | null;
}
