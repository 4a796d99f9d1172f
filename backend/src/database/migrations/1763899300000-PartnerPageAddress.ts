import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

// The partner page's address as parts (street, number, CAP, comune,
// province, region) that the partner edits; `partners.address` stays the line the public page shows
// ('Via Roma 12, 20121 Milano (MI)'), written from the parts, so rows saved before keep their line as it
// was until the partner saves the parts. Schema API only.
const columns = () => [
  new TableColumn({ name: 'address_route', type: 'varchar', length: '200', isNullable: true }),
  new TableColumn({ name: 'address_civic', type: 'varchar', length: '20', isNullable: true }),
  new TableColumn({ name: 'address_cap', type: 'varchar', length: '5', isNullable: true }),
  new TableColumn({ name: 'address_region_id', type: 'integer', isNullable: true }),
  new TableColumn({ name: 'address_province_id', type: 'integer', isNullable: true }),
  new TableColumn({ name: 'address_location_id', type: 'integer', isNullable: true }),
];

export class PartnerPageAddress1763899300000 implements MigrationInterface {
  name = 'PartnerPageAddress1763899300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('partners', columns());
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('partners', columns());
  }
}
