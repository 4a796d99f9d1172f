// The backend's module-ownership lint (deploy/lib/module-ownership-plugin.mjs, DESIGN "Back end": a module reads and
// writes only its own tables). It lives here because the deploy workspace's vitest runs in `npm test` and needs
// no build; it lints fixture files under a temporary backend/src/modules/ with the same blocks
// eslint.config.mjs uses.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleOwnership, readOwnership } from './module-ownership-plugin.mjs';
import workspaceConfig from '../../eslint.config.mjs';

const BASE = 'backend/src/modules';
let root;

/** One violation of each kind, written as if from `backend/src/modules/<module>/`. */
const VIOLATIONS = `
import { Thing } from '../owner/thing.entity';

export async function work(manager: any, dataSource: any) {
  await manager.getRepository('Thing').findOneBy({ id: 1 });
  await dataSource.query(\`select id from things where id = \${1}\`);
  await manager.createQueryBuilder('mine').leftJoin('things', 't', 't.id = mine.thing_id').getMany();
  return Thing;
}
`;

/** What the rule leaves alone: aliases, relation paths, type imports, prose, own tables. */
const INNOCENT = `
import type { Thing } from '../owner/thing.entity';

export async function work(repository: any, manager: any): Promise<Thing[]> {
  const message = 'Removed from things you follow';
  const letters = Array.from('things');
  await manager.getRepository('Other').find();
  await manager.query('SELECT id FROM others');
  return repository
    .createQueryBuilder('things')
    .leftJoinAndSelect('things.owner', 'owner')
    .where('things.id > 0', { message, letters })
    .getMany();
}
`;

function write(relativePath, text) {
  const path = join(root, relativePath);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  return path;
}

async function lint(relativePath, text, exceptions = []) {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      { plugins: { '@typescript-eslint': tseslint.plugin } },
      ...moduleOwnership({ modulesDir: join(root, BASE), base: BASE, exceptions }),
    ],
  });
  const [result] = await eslint.lintFiles([write(relativePath, text)]);
  return result.messages.map((message) => ({
    kind: message.messageId === 'patternWithCustomMessage' ? 'import' : message.messageId,
    line: message.line,
    message: message.message,
  }));
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'ricordo-module-ownership-'));
  write(`${BASE}/owner/thing.entity.ts`, "@Entity('things')\nexport class Thing {}\n");
  write(`${BASE}/other/other.entity.ts`, "@Entity('others')\nexport class Other {}\n");
  mkdirSync(join(root, BASE, 'fake'), { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('module ownership', () => {
  it("reads each entity's class and table name from the module folder that holds it", () => {
    expect(readOwnership(join(root, BASE))).toEqual({
      modules: ['fake', 'other', 'owner'],
      owners: { Other: 'other', others: 'other', Thing: 'owner', things: 'owner' },
    });
  });

  it("reports another module's entity imported as a value, by string target, in raw SQL and as a join target", async () => {
    const messages = await lint(`${BASE}/fake/fake.service.ts`, VIOLATIONS);
    expect(messages.map(({ kind, line }) => [kind, line])).toEqual([
      ['import', 2],
      ['stringTarget', 5],
      ['rawSql', 6],
      ['joinTarget', 7],
    ]);
    // Each says what to do instead.
    for (const { message } of messages) expect(message).toMatch(/exported service/);
    expect(messages[1].message).toContain(
      "'Thing' (the target of getRepository()) belongs to the owner module",
    );
    expect(messages[2].message).toContain("'things', a table of the owner module");
    expect(messages[3].message).toContain("'things', which belongs to the owner module");
  });

  it('passes the same code in the module that owns those tables', async () => {
    expect(await lint(`${BASE}/owner/owner.service.ts`, VIOLATIONS)).toEqual([]);
  });

  it('reports every string target, SQL statement and join form', async () => {
    const code = `
export async function work(manager: any, runner: any) {
  await manager.find('things', {});
  await manager.createQueryBuilder().select('t.id').from('Thing', 't').getMany();
  await manager.createQueryBuilder().insert().into('things').values({}).execute();
  await manager.createQueryBuilder().delete().from('Thing').where('id = 1').execute();
  await runner.query('UPDATE things SET name = ?', ['x']);
  await runner.query(\`INSERT INTO \\\`things\\\` (id) VALUES (1)\`);
  const sql = 'DELETE FROM things WHERE id IN (SELECT o.id FROM others o JOIN things t ON t.id = o.id)';
  await manager
    .createQueryBuilder('Other', 'o')
    .innerJoinAndSelect('Thing', 't', 't.id = o.id')
    .leftJoinAndMapOne('o.thing', 'things', 'x', 'x.id = o.id')
    .getMany();
  return sql;
}
`;
    const messages = await lint(`${BASE}/fake/every-form.ts`, code);
    expect(messages.filter(({ line }) => line === 9).map(({ message }) => message.split("'")[1])).toEqual([
      'things',
      'others',
    ]);
    expect(messages.map(({ kind, line }) => [kind, line])).toEqual([
      ['stringTarget', 3],
      ['stringTarget', 4],
      ['stringTarget', 5],
      ['stringTarget', 6],
      ['rawSql', 7],
      ['rawSql', 8],
      // Each foreign table once: things, then others.
      ['rawSql', 9],
      ['rawSql', 9],
      ['stringTarget', 11],
      ['joinTarget', 12],
      ['joinTarget', 13],
    ]);
  });

  it('reports an entity class imported under its name (a re-export) as a join target', async () => {
    const code = `
import { Thing } from '../owner';
export const query = (builder: any) => builder.innerJoin(Thing, 't', 't.id = o.thing_id');
`;
    expect(await lint(`${BASE}/fake/re-export.ts`, code)).toEqual([
      expect.objectContaining({ kind: 'joinTarget', line: 3 }),
    ]);
  });

  it('leaves aliases, relation paths, type imports, prose and own tables alone', async () => {
    expect(await lint(`${BASE}/other/other.service.ts`, INNOCENT)).toEqual([]);
  });

  it('keeps a reviewed exception quiet, and reports one that matches nothing any more', async () => {
    const file = `${BASE}/fake/fake.service.ts`;
    const reason = 'a reviewed reason for the fixture';
    expect(
      await lint(file, VIOLATIONS, [
        { file, target: 'Thing', reason },
        { file, target: 'things', reason },
      ]),
    ).toEqual([expect.objectContaining({ kind: 'import' })]);
    expect(await lint(file, 'export const nothing = 0;\n', [{ file, target: 'things', reason }])).toEqual([
      expect.objectContaining({ kind: 'staleException', line: 1 }),
    ]);
  });

  it("is wired into the workspace's lint for every backend module, with the owners read from the source", () => {
    const blocks = workspaceConfig.filter((block) => block.rules?.['module-ownership/no-foreign-tables']);
    const modules = readOwnership(new URL('../../backend/src/modules/', import.meta.url)).modules;
    expect(blocks.map((block) => block.files[0])).toEqual(
      modules.map((module) => `${BASE}/${module}/**/*.ts`),
    );
    const [, options] = blocks[0].rules['module-ownership/no-foreign-tables'];
    expect(options.owners).toMatchObject({ Deceased: 'deceased', deceased: 'deceased', orders: 'orders' });
  });
});
