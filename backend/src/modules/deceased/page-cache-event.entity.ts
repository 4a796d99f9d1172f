import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One change to what public pages show, written by the instance that made it so the others drop their
 * cached copies (PageCacheService; DESIGN "Scale": instances share caches' invalidation through the
 * database). Rows are kept for an hour.
 */
@Entity('page_cache_events')
@Index('IDX_page_cache_events_created', ['createdAt'])
export class PageCacheEvent {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  /** The deceased whose pages changed; null when only the partner pages did. */
  @Column({ name: 'deceased_id', type: 'int', nullable: true })
  deceasedId: number | null;

  /** The instance that wrote it: it dropped its own copies already. */
  @Column({ type: 'varchar', length: 36 })
  origin: string;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
