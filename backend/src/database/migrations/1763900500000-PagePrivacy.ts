import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

// A page's privacy (docs/contracts.md "Page privacy"): 'public' (every page until now), 'link' (only through
// the plaque's QR or the page's secret link) or 'private' (the family and the people it invites, signed in);
// and the page's secret key, made when the page first leaves 'public' and replaced when the owner rotates it.
const columns = () => [
  new TableColumn({ name: 'privacy', type: 'varchar', length: '10', default: "'public'" }),
  new TableColumn({ name: 'access_key', type: 'varchar', length: '64', isNullable: true }),
];
// No index of its own: three values, nearly all 'public'; the lists that filter on it walk their own indexes.

export class PagePrivacy1763900500000 implements MigrationInterface {
  name = 'PagePrivacy1763900500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('deceased', columns());
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('deceased', columns());
  }
}
