// DESIGN "Back end": a module reads and writes only its own tables and asks another module's exported service
// for the rest. This file builds the lint that enforces it for `backend/src/modules/<m>/`:
//  - the import restriction: another module's entity may be imported as a type only;
//  - the rule `module-ownership/no-foreign-tables`, for the ways past the import: an entity named by a string
//    (`getRepository('Deceased')`, `manager.find('deceased', …)`, `createQueryBuilder('Deceased', 'd')`,
//    `.from('deceased', 'd')`), raw SQL naming a table (`SELECT … FROM deceased`, `JOIN`, `UPDATE`,
//    `INSERT INTO`, `DELETE FROM`), and query-builder joins whose target is an entity or table.
// Who owns what is read from the source when the lint configuration loads: an entity (its class name and its
// `@Entity('table')` name) belongs to the module whose folder holds its `*.entity.ts`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** TypeORM's default table name for `@Entity()` without a name (DefaultNamingStrategy: snake case). */
function snakeCase(name) {
  return name
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

function* entityFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* entityFiles(path);
    else if (entry.name.endsWith('.entity.ts')) yield path;
  }
}

const ENTITY_DECORATOR =
  /@(?:Entity|ViewEntity)\(\s*(?:(['"`])([^'"`]+)\1|\{[^}]*?\bname:\s*(['"`])([^'"`]+)\3[^}]*\})?[^)]*\)[\s\S]*?\bclass\s+(\w+)/g;

/**
 * Reads `<modulesDir>/<module>/` folders and their `*.entity.ts` files.
 * @returns {{ modules: string[], owners: Record<string, string> }} the module names, and for each entity class
 *   name and table name the module that owns it.
 */
export function readOwnership(modulesDir) {
  const dir = modulesDir instanceof URL ? fileURLToPath(modulesDir) : modulesDir;
  const modules = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const owners = {};
  const claim = (name, module, file) => {
    if (owners[name] && owners[name] !== module)
      throw new Error(
        `module-ownership: '${name}' (${file}) is also an entity of the ${owners[name]} module`,
      );
    owners[name] = module;
  };
  for (const module of modules) {
    for (const file of entityFiles(join(dir, module))) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(ENTITY_DECORATOR)) {
        const className = match[5];
        claim(className, module, file);
        claim(match[2] ?? match[4] ?? snakeCase(className), module, file);
      }
    }
  }
  return { modules, owners };
}

/** Calls whose first argument is an entity target (EntityManager, DataSource, QueryBuilder). */
const TARGET_FIRST = new Set([
  'getRepository',
  'getTreeRepository',
  'getMetadata',
  'hasMetadata',
  'find',
  'findBy',
  'findOne',
  'findOneBy',
  'findOneOrFail',
  'findOneByOrFail',
  'findAndCount',
  'findAndCountBy',
  'findByIds',
  'count',
  'countBy',
  'exists',
  'existsBy',
  'sum',
  'average',
  'minimum',
  'maximum',
  'save',
  'insert',
  'upsert',
  'update',
  'updateAll',
  'delete',
  'deleteAll',
  'remove',
  'softDelete',
  'softRemove',
  'restore',
  'recover',
  'increment',
  'decrement',
  'create',
  'merge',
  'preload',
  'clear',
  'into',
]);
/** Calls whose first argument is an entity target when a string alias follows it (or in a chain: below). */
const TARGET_WITH_ALIAS = new Set(['createQueryBuilder', 'from', 'addFrom']);
/** Query-builder joins: the index of the argument that names the joined entity or table. */
const JOINS = new Map([
  ['join', 0],
  ['leftJoin', 0],
  ['innerJoin', 0],
  ['leftJoinAndSelect', 0],
  ['innerJoinAndSelect', 0],
  ['leftJoinAndMapOne', 1],
  ['leftJoinAndMapMany', 1],
  ['innerJoinAndMapOne', 1],
  ['innerJoinAndMapMany', 1],
]);

/** `FROM t`, `JOIN t`, `UPDATE t`, `INTO t` (with `db.`, quotes or backticks around t allowed). */
const SQL_TABLE = /\b(FROM|JOIN|UPDATE|INTO)\s+(?:[`"[]?\w+[`"\]]?\.)?[`"[]?(\w+)[`"\]]?/g;
/** A literal that is a statement on its own, in whatever case: its keywords are read in any case. */
const SQL_STATEMENT = /^\s*\(?\s*(SELECT|INSERT|UPDATE|DELETE|REPLACE|WITH)\b/i;

const calleeName = (callee) =>
  callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier'
    ? callee.property.name
    : callee.type === 'Identifier'
      ? callee.name
      : null;

const stringValue = (node) =>
  node?.type === 'Literal' && typeof node.value === 'string'
    ? node.value
    : node?.type === 'TemplateLiteral' && node.expressions.length === 0
      ? node.quasis[0].value.cooked
      : null;

const noForeignTables = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "A backend module reads and writes only its own tables (DESIGN 'Back end'): no other module's entity by name, in raw SQL or as a join target.",
    },
    schema: [
      {
        type: 'object',
        properties: {
          module: { type: 'string' },
          owners: { type: 'object', additionalProperties: { type: 'string' } },
          exceptions: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                file: { type: 'string' },
                target: { type: 'string' },
                reason: { type: 'string', minLength: 10 },
              },
              required: ['file', 'target', 'reason'],
              additionalProperties: false,
            },
          },
        },
        required: ['module', 'owners'],
        additionalProperties: false,
      },
    ],
    messages: {
      stringTarget:
        "'{{name}}' (the target of {{via}}()) belongs to the {{owner}} module, and the {{module}} module reads and writes only its own tables. Call the {{owner}} module's exported service instead (pass the EntityManager inside a transaction).",
      rawSql:
        "This SQL names '{{name}}', a table of the {{owner}} module, and the {{module}} module reads and writes only its own tables. Call the {{owner}} module's exported service instead (pass the EntityManager inside a transaction).",
      joinTarget:
        "This join reads '{{name}}', which belongs to the {{owner}} module, and the {{module}} module reads only its own tables. Ask the {{owner}} module's exported service for what you need instead.",
      staleException:
        "The reviewed exception for '{{name}}' in this file matches nothing any more: remove it from the module-ownership exceptions in eslint.config.mjs.",
    },
  },
  create(context) {
    const { module, owners, exceptions = [] } = context.options[0];
    const filename = context.filename.split(sep).join('/');
    const mine = exceptions.filter((exception) => filename.endsWith(`/${exception.file}`));
    const used = new Set();

    const foreignOwner = (name) => {
      const owner = Object.hasOwn(owners, name) ? owners[name] : null;
      return owner && owner !== module ? owner : null;
    };
    const report = (node, messageId, name, owner, via) => {
      const exception = mine.find((candidate) => candidate.target === name);
      if (exception) {
        used.add(exception);
        return;
      }
      context.report({ node, messageId, data: { name, owner, module, via } });
    };

    /** An identifier that is an imported entity class of another module (for example through a re-export). */
    const importedEntity = (node) => {
      if (node?.type !== 'Identifier') return null;
      for (let scope = context.sourceCode.getScope(node); scope; scope = scope.upper) {
        const variable = scope.set.get(node.name);
        if (variable) return variable.defs.some((def) => def.type === 'ImportBinding') ? node.name : null;
      }
      return null;
    };
    /** The entity or table an argument names, as a string or an imported class. */
    const targetName = (node) => stringValue(node) ?? importedEntity(node);

    const checkTarget = (node, messageId, via) => {
      const name = targetName(node);
      const owner = name && foreignOwner(name);
      if (owner) report(node, messageId, name, owner, via);
    };

    const checkSql = (node, text, anyCase) => {
      const reported = new Set();
      const pattern = new RegExp(SQL_TABLE.source, anyCase || SQL_STATEMENT.test(text) ? 'gi' : 'g');
      for (const match of text.matchAll(pattern)) {
        const owner = foreignOwner(match[2]);
        if (owner && !reported.has(match[2])) {
          reported.add(match[2]);
          report(node, 'rawSql', match[2], owner);
        }
      }
    };
    /** `dataSource.query(…)` and `queryRunner.query(…)`: their first argument is SQL whatever its case. */
    const queryArguments = new Set();

    return {
      CallExpression(node) {
        const name = calleeName(node.callee);
        if (!name) return;
        const [first, second] = node.arguments;
        if (name === 'query' && first) queryArguments.add(first);
        if (TARGET_FIRST.has(name) && first) checkTarget(first, 'stringTarget', name);
        // `.from(target)` without an alias too when it ends a query-builder chain (`.delete().from(…)`).
        const chained = name !== 'createQueryBuilder' && node.callee.object?.type === 'CallExpression';
        if (TARGET_WITH_ALIAS.has(name) && first && (stringValue(second) !== null || chained))
          checkTarget(first, 'stringTarget', name);
        if (JOINS.has(name)) checkTarget(node.arguments[JOINS.get(name)], 'joinTarget');
      },
      Literal(node) {
        if (typeof node.value === 'string') checkSql(node, node.value, queryArguments.has(node));
      },
      TemplateLiteral(node) {
        const text = node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(' ? ');
        checkSql(node, text, queryArguments.has(node));
      },
      'Program:exit'(node) {
        for (const exception of mine) {
          if (!used.has(exception))
            context.report({ node, messageId: 'staleException', data: { name: exception.target } });
        }
      },
    };
  },
};

export const plugin = {
  meta: { name: 'module-ownership' },
  rules: { 'no-foreign-tables': noForeignTables },
};

/**
 * The flat-config blocks for every module under `modulesDir` (an absolute path or file URL), whose files are
 * matched by `<base>/<module>/**\/*.ts`, `base` being relative to the configuration's directory.
 * `exceptions` are reviewed cases that stay: `{ file, target, reason }`, file relative to that directory.
 * Outside `*.entity.ts` (relations between entities) and tests (which set up the world).
 */
export function moduleOwnership({ modulesDir, base, exceptions = [] }) {
  const { modules, owners } = readOwnership(modulesDir);
  for (const exception of exceptions) {
    if (!modules.some((module) => exception.file.startsWith(`${base}/${module}/`)))
      throw new Error(`module-ownership: the exception's file ${exception.file} is in no module of ${base}`);
  }
  return modules.map((module) => ({
    files: [`${base}/${module}/**/*.ts`],
    ignores: ['**/*.entity.ts', '**/*.spec.ts'],
    plugins: { 'module-ownership': plugin },
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: modules
                .filter((other) => other !== module)
                .flatMap((other) => [`**/${other}/*.entity`, `**/${other}/**/*.entity`]),
              allowTypeImports: true,
              message: `Another module's table: call that module's exported service (pass the EntityManager inside a transaction), or import the entity as a type only.`,
            },
          ],
        },
      ],
      'module-ownership/no-foreign-tables': [
        'error',
        {
          module,
          owners,
          exceptions: exceptions.filter((exception) => exception.file.startsWith(`${base}/${module}/`)),
        },
      ],
    },
  }));
}
