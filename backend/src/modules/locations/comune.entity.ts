import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Province } from './province.entity';

/** A comune (city); id = ISTAT comune code as a number. */
@Entity('comuni')
@Index('IDX_comuni_province', ['provinceId'])
export class Comune {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ name: 'province_id', type: 'int' })
  provinceId: number;

  @ManyToOne(() => Province, { onDelete: 'NO ACTION', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'province_id', foreignKeyConstraintName: 'FK_comuni_province' })
  province?: Province;

  /** The main (lowest) CAP of the comune. */
  @Column({ type: 'varchar', length: 5 })
  cap: string;

  /** Every CAP of the comune, blank-separated; searchable through comune_caps. */
  @Column({ name: 'cap_list', type: 'text' })
  capList: string;
}
