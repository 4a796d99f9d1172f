import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Deceased } from '../deceased/deceased.entity';

/** A date the family adds to its page's calendar (a mass, a gathering), entered in the client panel. */
@Entity('calendar_dates')
@Index('IDX_calendar_dates_deceased', ['deceasedId', 'day'])
export class CalendarDate {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ name: 'deceased_id', type: 'int' })
  deceasedId: number;

  @ManyToOne(() => Deceased, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'deceased_id', foreignKeyConstraintName: 'FK_calendar_dates_deceased' })
  deceased?: Deceased;

  @Column({ type: 'varchar', length: 120 })
  title: string;

  /** 'YYYY-MM-DD'. */
  @Column({ type: 'date' })
  day: string;

  /** 'HH:mm' in Europe/Rome, or null for the whole day. */
  @Column({ type: 'varchar', length: 5, nullable: true })
  time: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  place: string | null;

  /** 1 = the same day every year. */
  @Column({ type: 'tinyint', default: 0 })
  yearly: number;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
