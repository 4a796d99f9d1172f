import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A suggested aphorism for a tombstone page (spec public §7 getAphorism). */
@Entity('aphorisms')
export class Aphorism {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 500 })
  text: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  author: string | null;
}
