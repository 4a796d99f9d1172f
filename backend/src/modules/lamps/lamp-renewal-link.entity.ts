import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Lamp } from './lamp.entity';

/**
 * A pay-online link sent in a renewal message (docs/contracts.md "The lamp year"): the sha256 of its secret
 * and the paid period it was sent for. Every link of the lamp's current period opens the current payment,
 * so a subscriber who clicks the 30-day reminder after the 7-day one was sent still pays; a link of an
 * earlier period (paid since) answers that a newer link was sent. At most three rows per lamp and year
 * (30 days, 7 days, switched off), deleted with the lamp.
 */
@Entity('lamp_renewal_links')
@Index('IDX_lamp_renewal_links_token', ['tokenHash'], { unique: true })
@Index('IDX_lamp_renewal_links_lamp', ['lampId'])
export class LampRenewalLink {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ name: 'lamp_id', type: 'int' })
  lampId: number;

  @ManyToOne(() => Lamp, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'lamp_id', foreignKeyConstraintName: 'FK_lamp_renewal_links_lamp' })
  lamp?: Lamp;

  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  /** The lamp's paidUntil when the link was sent: the period it pays. */
  @Column({ name: 'period_end', type: 'datetime' })
  periodEnd: Date;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
