import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An Italian region; id = ISTAT code + 1, so 2-21 (spec panels §9). */
@Entity('regions')
export class Region {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;
}
