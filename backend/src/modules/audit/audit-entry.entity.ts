import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One administrative action (DESIGN "Security": admin acting-as is audited): who did
 * it, for whom when acting as another account, what, on which target, the values before and after, and the
 * reason typed when acting for a user. Names are kept as they were at the time: the log is history, so it
 * does not follow later renames or deletions of the accounts it names.
 */
@Entity('audit_log')
@Index('IDX_audit_log_created', ['createdAt'])
@Index('IDX_audit_log_actor', ['actorUserId', 'createdAt'])
@Index('IDX_audit_log_acted', ['actedUserId', 'createdAt'])
// #audit pages by id whatever the filter: each equality filter's index ends with the id.
@Index('IDX_audit_log_action_id', ['action', 'id'])
@Index('IDX_audit_log_target_type_id', ['targetType', 'id'])
@Index('IDX_audit_log_target', ['targetType', 'targetId'])
export class AuditEntry {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  /** The administrator who acted (never the acted-for user). */
  @Column({ name: 'actor_user_id', type: 'int' })
  actorUserId: number;

  @Column({ name: 'actor_username', type: 'varchar', length: 100 })
  actorUsername: string;

  /** The account the administrator acted for, or whose data the action changed; null when none. */
  @Column({ name: 'acted_user_id', type: 'int', nullable: true })
  actedUserId: number | null;

  @Column({ name: 'acted_username', type: 'varchar', length: 100, nullable: true })
  actedUsername: string | null;

  /** A stable English name: 'qrcode.generate', 'deceased.changeOwner', 'impersonation.start', … */
  @Column({ type: 'varchar', length: 64 })
  action: string;

  /** 'qrcode', 'deceased', 'user', 'partner', 'dedication', … */
  @Column({ name: 'target_type', type: 'varchar', length: 32 })
  targetType: string;

  @Column({ name: 'target_id', type: 'varchar', length: 64, nullable: true })
  targetId: string | null;

  /** JSON of the changed fields before the action, null when there was nothing before. */
  @Column({ name: 'old_values', type: 'text', nullable: true })
  oldValues: string | null;

  @Column({ name: 'new_values', type: 'text', nullable: true })
  newValues: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
