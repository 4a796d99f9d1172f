import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Memorial } from './memorial.entity';

export type MemorialMediaType = 'photo' | 'video';

/** One photo or video of a memorial's gallery (spec public §3 memorialMedia), shown in `position` order. */
@Entity('memorial_media')
@Index('IDX_memorial_media_memorial_position', ['memorialId', 'position'])
export class MemorialMediaItem {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ name: 'memorial_id', type: 'int' })
  memorialId: number;

  @ManyToOne(() => Memorial, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'memorial_id', foreignKeyConstraintName: 'FK_memorial_media_memorial' })
  memorial?: Memorial;

  @Column({ type: 'varchar', length: 10 })
  type: MemorialMediaType;

  /** Path under the media folder. */
  @Column({ type: 'varchar', length: 255 })
  file: string;

  @Column({ type: 'int' })
  position: number;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
