import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

// A page's people besides its owner (docs/contracts.md "Page managers and guests"): the managers who share
// its care and the guests who may read a private page, and the invitations that bring them (a link valid
// 7 days whose token is kept only as its sha256). Schema API only (DESIGN "Data").
export class PageMembers1763900400000 implements MigrationInterface {
  name = 'PageMembers1763900400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const id = {
      name: 'id',
      type: 'integer',
      isPrimary: true,
      isGenerated: true,
      generationStrategy: 'increment' as const,
    };
    const key = (name: string, column: string, table: string, onDelete: 'CASCADE' | 'SET NULL') =>
      new TableForeignKey({
        name,
        columnNames: [column],
        referencedTableName: table,
        referencedColumnNames: ['id'],
        onDelete,
        onUpdate: 'NO ACTION',
      });
    await queryRunner.createTable(
      new Table({
        name: 'page_member',
        columns: [
          id,
          { name: 'deceased_id', type: 'integer' },
          { name: 'user_id', type: 'integer' },
          // 'manager' | 'guest'
          { name: 'role', type: 'varchar', length: '10' },
          { name: 'invited_by_user_id', type: 'integer', isNullable: true },
          { name: 'created_at', type: 'datetime' },
        ],
        indices: [
          new TableIndex({
            name: 'UQ_page_member_person',
            columnNames: ['deceased_id', 'user_id'],
            isUnique: true,
          }),
          new TableIndex({ name: 'IDX_page_member_user', columnNames: ['user_id', 'role'] }),
        ],
        foreignKeys: [
          key('FK_page_member_deceased', 'deceased_id', 'deceased', 'CASCADE'),
          key('FK_page_member_user', 'user_id', 'users', 'CASCADE'),
          key('FK_page_member_inviter', 'invited_by_user_id', 'users', 'SET NULL'),
        ],
      }),
      false,
      true,
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'page_invitation',
        columns: [
          id,
          { name: 'deceased_id', type: 'integer' },
          // 'manager' | 'guest'
          { name: 'role', type: 'varchar', length: '10' },
          // 'email' | 'wa'
          { name: 'channel', type: 'varchar', length: '8' },
          // The e-mail address or telephone number the link was sent to.
          { name: 'address', type: 'varchar', length: '254' },
          // sha256 (hex) of the link's token; the token itself is never stored.
          { name: 'token_hash', type: 'varchar', length: '64' },
          { name: 'expires_at', type: 'datetime' },
          { name: 'accepted_at', type: 'datetime', isNullable: true },
          { name: 'accepted_by_user_id', type: 'integer', isNullable: true },
          { name: 'created_by_user_id', type: 'integer', isNullable: true },
          { name: 'created_at', type: 'datetime' },
        ],
        indices: [
          new TableIndex({ name: 'UQ_page_invitation_token', columnNames: ['token_hash'], isUnique: true }),
          new TableIndex({
            name: 'IDX_page_invitation_deceased',
            columnNames: ['deceased_id', 'created_at'],
          }),
        ],
        foreignKeys: [
          key('FK_page_invitation_deceased', 'deceased_id', 'deceased', 'CASCADE'),
          key('FK_page_invitation_accepted_by', 'accepted_by_user_id', 'users', 'SET NULL'),
          key('FK_page_invitation_created_by', 'created_by_user_id', 'users', 'SET NULL'),
        ],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('page_invitation', true, true, true);
    await queryRunner.dropTable('page_member', true, true, true);
  }
}
