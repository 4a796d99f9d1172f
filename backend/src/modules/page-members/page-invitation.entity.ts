import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../accounts/user.entity';
import { Deceased } from '../deceased/deceased.entity';
import type { MemberRole } from './page-member.entity';

export type InvitationChannel = 'email' | 'wa';

/**
 * An invitation to a page sent by its owner: a link `/invito-pagina?token=…` valid 7 days, used once. Only
 * the sha256 of the token is kept, so the table alone opens no page.
 */
@Entity('page_invitation')
@Index('UQ_page_invitation_token', ['tokenHash'], { unique: true })
@Index('IDX_page_invitation_deceased', ['deceasedId', 'createdAt'])
export class PageInvitation {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ name: 'deceased_id', type: 'int' })
  deceasedId: number;

  @ManyToOne(() => Deceased, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'deceased_id', foreignKeyConstraintName: 'FK_page_invitation_deceased' })
  deceased?: Deceased;

  @Column({ type: 'varchar', length: 10 })
  role: MemberRole;

  @Column({ type: 'varchar', length: 8 })
  channel: InvitationChannel;

  /** The e-mail address or the telephone number the link went to. */
  @Column({ type: 'varchar', length: 254 })
  address: string;

  /** sha256 (hex) of the link's token. */
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt: Date;

  @Column({ name: 'accepted_at', type: 'datetime', nullable: true })
  acceptedAt: Date | null;

  @Column({ name: 'accepted_by_user_id', type: 'int', nullable: true })
  acceptedByUserId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'accepted_by_user_id', foreignKeyConstraintName: 'FK_page_invitation_accepted_by' })
  acceptedBy?: User | null;

  @Column({ name: 'created_by_user_id', type: 'int', nullable: true })
  createdByUserId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'created_by_user_id', foreignKeyConstraintName: 'FK_page_invitation_created_by' })
  createdBy?: User | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
