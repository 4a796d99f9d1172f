import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { Deceased } from './deceased.entity';

/**
 * A record saved with a publication date still to come (publish_date in the future): the page's 'scheduled'
 * state (page-life.ts), hidden (enabled 0) until `publishAt`, when the publication job publishes it and
 * drops the row.
 */
@Entity('obituary_scheduled_publications')
@Index('IDX_obituary_scheduled_publications_at', ['publishAt'])
export class ScheduledPublication {
  @PrimaryColumn({ name: 'deceased_id', type: 'int' })
  deceasedId: number;

  @OneToOne(() => Deceased, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({
    name: 'deceased_id',
    foreignKeyConstraintName: 'FK_obituary_scheduled_publications_deceased',
  })
  deceased?: Deceased;

  @Column({ name: 'publish_at', type: 'datetime' })
  publishAt: Date;
}
