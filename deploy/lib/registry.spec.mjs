import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publish, readRegistry, RegistryError, rollback } from './registry.mjs';

let work;
let publishDir;

function fakeBuild(name, version, body) {
  const dir = join(work, 'builds', name, version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({ name, metaData: { buildInfo: { buildVersion: version } } }),
  );
  writeFileSync(join(dir, 'remoteEntry.js'), `/* ${name} ${version} */ ${body}`);
  return dir;
}

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'ricordo-registry-'));
  publishDir = join(work, 'published');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('publishing a remote', () => {
  it('copies the build into its versioned folder and points the registry at it', () => {
    publish({
      publishDir,
      name: 'mfe_client',
      version: '1.0.0',
      buildDir: fakeBuild('mfe_client', '1.0.0', 'a'),
    });
    expect(readRegistry(publishDir).remotes.mfe_client).toEqual({
      version: '1.0.0',
      entry: '/remotes/mfe_client/1.0.0/mf-manifest.json',
    });
    expect(readFileSync(join(publishDir, 'mfe_client', '1.0.0', 'remoteEntry.js'), 'utf8')).toContain('a');
  });

  it('leaves the other remotes as they are', () => {
    publish({
      publishDir,
      name: 'mfe_public',
      version: '1.0.0',
      buildDir: fakeBuild('mfe_public', '1.0.0', 'p'),
    });
    publish({
      publishDir,
      name: 'mfe_client',
      version: '1.0.0',
      buildDir: fakeBuild('mfe_client', '1.0.0', 'a'),
    });
    publish({
      publishDir,
      name: 'mfe_client',
      version: '1.1.0',
      buildDir: fakeBuild('mfe_client', '1.1.0', 'b'),
    });
    const registry = readRegistry(publishDir);
    expect(registry.remotes.mfe_public.version).toBe('1.0.0');
    expect(registry.remotes.mfe_client.version).toBe('1.1.0');
    expect(registry.history.mfe_client).toEqual(['1.0.0']);
  });

  it('refuses different bytes under a version that is already published', () => {
    publish({
      publishDir,
      name: 'mfe_client',
      version: '1.0.0',
      buildDir: fakeBuild('mfe_client', '1.0.0', 'a'),
    });
    const other = fakeBuild('mfe_client', 'other', 'changed');
    expect(() => publish({ publishDir, name: 'mfe_client', version: '1.0.0', buildDir: other })).toThrow(
      /already published with other content/,
    );
  });

  it('refuses a build whose manifest belongs to another remote', () => {
    const build = fakeBuild('mfe_admin', '1.0.0', 'x');
    expect(() => publish({ publishDir, name: 'mfe_client', version: '1.0.0', buildDir: build })).toThrow(
      RegistryError,
    );
    expect(existsSync(join(publishDir, 'registry.json'))).toBe(false);
  });

  it('refuses names and versions that could escape the publish folder', () => {
    const build = fakeBuild('mfe_client', '1.0.0', 'x');
    expect(() => publish({ publishDir, name: '../mfe_client', version: '1.0.0', buildDir: build })).toThrow(
      RegistryError,
    );
    expect(() => publish({ publishDir, name: 'mfe_client', version: '../../x', buildDir: build })).toThrow(
      RegistryError,
    );
  });
});

describe('rolling back a remote', () => {
  it('points the registry back at the previous version', () => {
    publish({
      publishDir,
      name: 'mfe_client',
      version: '1.0.0',
      buildDir: fakeBuild('mfe_client', '1.0.0', 'a'),
    });
    publish({
      publishDir,
      name: 'mfe_client',
      version: '1.1.0',
      buildDir: fakeBuild('mfe_client', '1.1.0', 'b'),
    });
    expect(rollback({ publishDir, name: 'mfe_client' })).toEqual({ previous: '1.1.0', current: '1.0.0' });
    const registry = readRegistry(publishDir);
    expect(registry.remotes.mfe_client.entry).toBe('/remotes/mfe_client/1.0.0/mf-manifest.json');
    expect(registry.history.mfe_client).toEqual([]);
  });

  it('says so when there is nothing to roll back to', () => {
    publish({
      publishDir,
      name: 'mfe_client',
      version: '1.0.0',
      buildDir: fakeBuild('mfe_client', '1.0.0', 'a'),
    });
    expect(() => rollback({ publishDir, name: 'mfe_client' })).toThrow(/No earlier version/);
  });
});

describe('a server render entry', () => {
  it('is named by the registry entry of a version that has one, and follows a rollback', () => {
    const withRender = fakeBuild('mfe_public', '2.0.0', 'r');
    mkdirSync(join(withRender, 'ssr'));
    writeFileSync(join(withRender, 'ssr', 'render.cjs'), 'module.exports = {};');
    publish({
      publishDir,
      name: 'mfe_public',
      version: '1.0.0',
      buildDir: fakeBuild('mfe_public', '1.0.0', 'o'),
    });
    publish({ publishDir, name: 'mfe_public', version: '2.0.0', buildDir: withRender });
    expect(readRegistry(publishDir).remotes.mfe_public).toEqual({
      version: '2.0.0',
      entry: '/remotes/mfe_public/2.0.0/mf-manifest.json',
      render: '/remotes/mfe_public/2.0.0/ssr/render.cjs',
    });
    rollback({ publishDir, name: 'mfe_public' });
    // The older version has no render entry: its registry entry names none (no server markup).
    expect(readRegistry(publishDir).remotes.mfe_public).toEqual({
      version: '1.0.0',
      entry: '/remotes/mfe_public/1.0.0/mf-manifest.json',
    });
  });
});
