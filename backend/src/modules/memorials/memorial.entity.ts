import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Deceased } from '../deceased/deceased.entity';

/** The paid yearly memorial service of one deceased (DESIGN glossary "memorial"). */
@Entity('memorials')
@Index('IDX_memorials_deceased', ['deceasedId'], { unique: true })
@Index('IDX_memorials_expires_at', ['expiresAt'])
export class Memorial {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ name: 'deceased_id', type: 'int' })
  deceasedId: number;

  @ManyToOne(() => Deceased, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'deceased_id', foreignKeyConstraintName: 'FK_memorials_deceased' })
  deceased?: Deceased;

  /** Biography (CHI ERA), sanitised rich text. */
  @Column({ type: 'text' })
  bio: string;

  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt: Date;

  /** The owner chose 'Non mostrare più' for the expiry reminder (spec public §2). */
  @Column({ name: 'not_notify', type: 'tinyint' })
  notNotify: number;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
