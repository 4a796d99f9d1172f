import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A nationality; Italy is 105 (DESIGN glossary). */
@Entity('countries')
export class Country {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 2 })
  iso: string;

  /** Italian name shown in selects. */
  @Column({ type: 'varchar', length: 100 })
  nicename: string;
}
