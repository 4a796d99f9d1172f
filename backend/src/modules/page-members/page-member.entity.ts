import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../accounts/user.entity';
import { Deceased } from '../deceased/deceased.entity';

/** What a person invited to a page is there: a manager shares its care, a guest may read it when private. */
export type MemberRole = 'manager' | 'guest';

export const MEMBER_ROLES: readonly MemberRole[] = ['manager', 'guest'];

export function isMemberRole(value: unknown): value is MemberRole {
  return value === 'manager' || value === 'guest';
}

/** One person on a page besides its owner (the owner stays `deceased.ownerUserId`, never a row here). */
@Entity('page_member')
@Index('UQ_page_member_person', ['deceasedId', 'userId'], { unique: true })
@Index('IDX_page_member_user', ['userId', 'role'])
export class PageMember {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ name: 'deceased_id', type: 'int' })
  deceasedId: number;

  @ManyToOne(() => Deceased, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'deceased_id', foreignKeyConstraintName: 'FK_page_member_deceased' })
  deceased?: Deceased;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_page_member_user' })
  user?: User;

  @Column({ type: 'varchar', length: 10 })
  role: MemberRole;

  /** Who sent the invitation that brought them (null once that account is gone). */
  @Column({ name: 'invited_by_user_id', type: 'int', nullable: true })
  invitedByUserId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'invited_by_user_id', foreignKeyConstraintName: 'FK_page_member_inviter' })
  invitedBy?: User | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
