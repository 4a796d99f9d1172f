import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

// Plaque activation: the tombstone's static age and the burial coordinates that the
// activation form sends (spec public §3 "Deceased/tombstone": age, address coordinates; spec panels §3
// "Deceased": age (static age), graveyardAddress (burial coordinates)). Schema API only (DESIGN "Data").

const columns = () => [
  // Years, when the family gives an age instead of (or besides) the dates.
  new TableColumn({ name: 'age', type: 'smallint', isNullable: true }),
  // 'latitude,longitude' in decimal degrees, e.g. '45.48551,9.17926'.
  new TableColumn({ name: 'graveyard_address', type: 'varchar', length: '64', isNullable: true }),
];

export class TombstoneAgeAndCoordinates1763897300000 implements MigrationInterface {
  name = 'TombstoneAgeAndCoordinates1763897300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('deceased', columns());
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('deceased', columns());
  }
}
