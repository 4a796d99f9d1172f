import { describe, expect, it } from 'vitest';
import { installedSqliteDriverVersion, sqliteDriverProblem } from './sqlite-driver';

describe('the embedded database driver fits the running Node', () => {
  it('refuses better-sqlite3 12 on Node 24 and 13 on Node 20, with the way out', () => {
    expect(sqliteDriverProblem('v24.21.0', '12.6.2')).toMatch(/install better-sqlite3 13/);
    expect(sqliteDriverProblem('v20.20.2', '13.0.3')).toMatch(/needs Node 22/);
  });

  it('accepts 12 on Node 20 and 22, and 13 on Node 22 and 24', () => {
    expect(sqliteDriverProblem('v20.20.2', '12.6.2')).toBeNull();
    expect(sqliteDriverProblem('v22.23.2', '12.6.2')).toBeNull();
    expect(sqliteDriverProblem('v22.23.2', '13.0.3')).toBeNull();
    expect(sqliteDriverProblem('v24.21.0', '13.0.3')).toBeNull();
  });

  it('finds the installed driver, which fits the Node running this suite', () => {
    expect(sqliteDriverProblem(process.version, installedSqliteDriverVersion())).toBeNull();
  });
});
