import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Deceased } from '../deceased/deceased.entity';

/** spec public §3 "Dedication" types (DESIGN glossary "dedica / dono"). */
export type DedicationType = 'dedica-cero' | 'dedica-fiori' | 'dedica-foto' | 'dedica-video' | 'fiori-reali';
export const DEDICATION_TYPES: readonly DedicationType[] = [
  'dedica-cero',
  'dedica-fiori',
  'dedica-foto',
  'dedica-video',
  'fiori-reali',
];

/** pending ('In attesa di accettazione') → accepted or refused by the page owner (spec panels §4). */
export type DedicationStatus = 'pending' | 'accepted' | 'refused';

export type DedicationMediaType = 'photo' | 'video';

/** A dedication or gift left by a visitor on a deceased's page (spec public §3, panels §3). */
@Entity('dedications')
@Index('IDX_dedications_deceased_status', ['deceasedId', 'status'])
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

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
