import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../accounts/user.entity';
import { Deceased } from '../deceased/deceased.entity';

export type CondolenceStatus = 'pending' | 'published';

/**
 * One message of a condolence book (spec public §3 "Condolence"). Text is plain text, never HTML: the page
 * renders it as text. A condolence from an unknown phone waits (`pending`) for its one-shot link or code.
 */
@Entity('condolences')
@Index('IDX_condolences_book', ['deceasedId', 'status', 'publishedAt'])
@Index('IDX_condolences_token', ['confirmTokenHash'], { unique: true })
export class Condolence {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ name: 'deceased_id', type: 'int' })
  deceasedId: number;

  @ManyToOne(() => Deceased, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'deceased_id', foreignKeyConstraintName: 'FK_condolences_deceased' })
  deceased?: Deceased;

  @Column({ name: 'author_name', type: 'varchar', length: 100 })
  authorName: string;

  @Column({ type: 'varchar', length: 1000 })
  text: string;

  /** '+{dial}-{digits}' as accounts store phones. */
  @Column({ type: 'varchar', length: 24, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_condolences_user' })
  user?: User;

  @Column({ type: 'varchar', length: 10 })
  status: CondolenceStatus;

  /** sha256 of the one-shot confirmation link's token (DESIGN "Security": hash only). */
  @Column({ name: 'confirm_token_hash', type: 'varchar', length: 64, nullable: true })
  confirmTokenHash: string | null;

  /** sha256 of the 6-digit code sent by WhatsApp/SMS (bookCode). */
  @Column({ name: 'confirm_code_hash', type: 'varchar', length: 64, nullable: true })
  confirmCodeHash: string | null;

  @Column({ name: 'confirm_expires_at', type: 'datetime', nullable: true })
  confirmExpiresAt: Date | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'published_at', type: 'datetime', nullable: true })
  publishedAt: Date | null;
}
