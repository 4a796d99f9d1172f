import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../accounts/user.entity';
import { Deceased } from '../deceased/deceased.entity';
import { Order } from '../orders/entities/order.entity';
import { Partner } from '../partners/partner.entity';

/** How a plaque left the stock (docs/contracts.md "Plaques"). */
export type QrSaleChannel = 'online' | 'conto-vendita' | 'admin';

/** null: never activated; 'pending': data sent, waiting for the owner's e-mailed confirmation; 'active'. */
export type QrActivationStatus = 'pending' | 'active';

/**
 * A QR plaque (spec panels §3 "QR code": sold flag, temporary type; spec public §1): its code and
 * verification code are what the owner types on /activate-qrCode; the deceased is set by activation.
 */
@Entity('qr_codes')
@Index('IDX_qr_codes_code', ['code'], { unique: true })
@Index('IDX_qr_codes_order', ['orderId'], { unique: true })
@Index('IDX_qr_codes_buyer', ['buyerUserId'])
@Index('IDX_qr_codes_deceased', ['deceasedId'])
@Index('IDX_qr_codes_partner', ['partnerId'])
@Index('IDX_qr_codes_temporary_expiry', ['temporary', 'expiresAt'])
@Index('IDX_qr_codes_temporary_id', ['temporary', 'id'])
@Index('IDX_qr_codes_created', ['createdAt'])
export class QrCode {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 32 })
  code: string;

  @Column({ name: 'verification_code', type: 'varchar', length: 16 })
  verificationCode: string;

  @Column({ type: 'tinyint' })
  sold: number;

  @Column({ name: 'sale_channel', type: 'varchar', length: 16, nullable: true })
  saleChannel: QrSaleChannel | null;

  /** 1 for a temporary code (30 days, spec public §9). */
  @Column({ type: 'tinyint' })
  temporary: number;

  @Column({ name: 'expires_at', type: 'datetime', nullable: true })
  expiresAt: Date | null;

  @Column({ name: 'order_id', type: 'int', nullable: true })
  orderId: number | null;

  @ManyToOne(() => Order, { onDelete: 'SET NULL', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'FK_qr_codes_order' })
  order?: Order;

  @Column({ name: 'buyer_user_id', type: 'int', nullable: true })
  buyerUserId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'buyer_user_id', foreignKeyConstraintName: 'FK_qr_codes_buyer_user' })
  buyerUser?: User;

  @Column({ name: 'deceased_id', type: 'int', nullable: true })
  deceasedId: number | null;

  @ManyToOne(() => Deceased, { onDelete: 'SET NULL', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'deceased_id', foreignKeyConstraintName: 'FK_qr_codes_deceased' })
  deceased?: Deceased;

  @Column({ name: 'activation_status', type: 'varchar', length: 16, nullable: true })
  activationStatus: QrActivationStatus | null;

  @Column({ name: 'activation_requested_at', type: 'datetime', nullable: true })
  activationRequestedAt: Date | null;

  @Column({ name: 'activated_at', type: 'datetime', nullable: true })
  activatedAt: Date | null;

  /** The partner that requested a temporary code (spec panels §2 'Richiedi QrCode temporaneo (30gg)'). */
  @Column({ name: 'partner_id', type: 'int', nullable: true })
  partnerId: number | null;

  @ManyToOne(() => Partner, { onDelete: 'SET NULL', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'partner_id', foreignKeyConstraintName: 'FK_qr_codes_partner' })
  partner?: Partner;

  /** Set by the expiry job when a temporary code's 30 days are over. */
  @Column({ name: 'expired_at', type: 'datetime', nullable: true })
  expiredAt: Date | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
