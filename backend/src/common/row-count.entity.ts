import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One exact count kept by the database itself (migration RowCounts): triggers on the counted tables add each
 * row's contribution and take back the old one, so every write path (services, bulk SQL) keeps it right.
 * `scope` 0 is the platform-wide count; a partner's own counts carry its id.
 */
@Entity('row_counts')
export class RowCount {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name: string;

  @PrimaryColumn({ type: 'integer' })
  scope: number;

  @Column({
    type: 'bigint',
    transformer: { to: (value: number) => value, from: (value: string) => Number(value) },
  })
  total: number;
}
