import { createRequire } from 'node:module';

/**
 * better-sqlite3 up to 12 wraps its objects with Node's own `node::ObjectWrap`; from Node 24.19 its
 * destructor aborts the process when a statement is collected after Node's environment is gone
 * ("Assertion failed: (env) != nullptr", nodejs/node#65446): at every worker or process exit, and for some
 * under load. better-sqlite3 13 (node-addon-api) does not, but needs Node 22 and crashes on Node 20. The
 * project pins 12 for the machines' Node 20; a Node 24 install must take 13 (deploy/README.md).
 * Returns why this pair must not run, or null when it may.
 */
export function sqliteDriverProblem(nodeVersion: string, driverVersion: string): string | null {
  const nodeMajor = Number(nodeVersion.replace(/^v/, '').split('.')[0]);
  const driverMajor = Number(driverVersion.split('.')[0]);
  if (nodeMajor >= 24 && driverMajor < 13)
    return (
      `better-sqlite3 ${driverVersion} aborts on Node ${nodeVersion} (nodejs/node#65446): ` +
      'install better-sqlite3 13 for the embedded database (deploy/README.md, "Node 24"), or use MariaDB.'
    );
  if (nodeMajor < 22 && driverMajor >= 13)
    return `better-sqlite3 ${driverVersion} needs Node 22 or later; this is Node ${nodeVersion}.`;
  return null;
}

const requireFromBackend = createRequire(__filename);

/** The installed better-sqlite3's version, as the backend resolves it. */
export function installedSqliteDriverVersion(): string {
  return (requireFromBackend('better-sqlite3/package.json') as { version: string }).version;
}

/**
 * better-sqlite3 as the backend resolves it, handed to TypeORM (its `driver` option) so that TypeORM, which
 * may be installed higher in the tree, opens the very driver that was checked (a Node 24 install keeps 13 in
 * backend/node_modules, where TypeORM's own lookup would not find it).
 */
export function loadSqliteDriver(): unknown {
  const problem = sqliteDriverProblem(process.version, installedSqliteDriverVersion());
  if (problem) throw new Error(problem);
  return requireFromBackend('better-sqlite3');
}
