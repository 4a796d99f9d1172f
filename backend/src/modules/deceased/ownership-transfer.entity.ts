import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../accounts/user.entity';
import { Deceased } from './deceased.entity';

export type OwnershipTransferStatus = 'pending' | 'accepted' | 'superseded';

/**
 * A 'Cedi proprietà' request (spec panels §2, §8): the page stays with its owner until the receiver
 * accepts at /accetta-trasferimento; a forced resend (force=1) supersedes the pending one.
 */
@Entity('ownership_transfers')
@Index('IDX_ownership_transfers_deceased', ['deceasedId', 'status'])
@Index('IDX_ownership_transfers_to_user', ['toUserId'])
export class OwnershipTransfer {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ name: 'deceased_id', type: 'int' })
  deceasedId: number;

  @ManyToOne(() => Deceased, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'deceased_id', foreignKeyConstraintName: 'FK_ownership_transfers_deceased' })
  deceased?: Deceased;

  @Column({ name: 'from_user_id', type: 'int', nullable: true })
  fromUserId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'from_user_id', foreignKeyConstraintName: 'FK_ownership_transfers_from_user' })
  fromUser?: User;

  @Column({ name: 'to_user_id', type: 'int' })
  toUserId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'to_user_id', foreignKeyConstraintName: 'FK_ownership_transfers_to_user' })
  toUser?: User;

  @Column({ name: 'requested_by_user_id', type: 'int', nullable: true })
  requestedByUserId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', onUpdate: 'NO ACTION' })
  @JoinColumn({
    name: 'requested_by_user_id',
    foreignKeyConstraintName: 'FK_ownership_transfers_requested_by',
  })
  requestedBy?: User;

  @Column({ type: 'varchar', length: 16 })
  status: OwnershipTransferStatus;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'decided_at', type: 'datetime', nullable: true })
  decidedAt: Date | null;
}
