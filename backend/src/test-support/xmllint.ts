import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SCHEMA_DIR = join(__dirname, '..', 'modules', 'invoices', 'fatturapa', 'schema');
export const FATTURAPA_XSD = join(SCHEMA_DIR, 'Schema_VFPR12_v1.2.3.xsd');
const CATALOG = join(SCHEMA_DIR, 'catalog.xml');

function requireXmllint(): void {
  try {
    execFileSync('xmllint', ['--version'], { stdio: 'ignore' });
  } catch {
    throw new Error(
      'xmllint is missing: install libxml2-utils (apt-get install -y libxml2-utils); the FatturaPA files ' +
        'must be validated against the official schema, this test never skips',
    );
  }
}

/**
 * xmllint's verdict on one FatturaPA file against the vendored FPR12 schema, offline (the catalog maps the
 * w3.org import to the vendored copy).
 */
export function xmllintFatturaPa(
  xml: string | Buffer,
  name = 'invoice.xml',
): { ok: boolean; errors: string } {
  requireXmllint();
  const work = mkdtempSync(join(tmpdir(), 'fatturapa-'));
  try {
    const file = join(work, name);
    writeFileSync(file, xml);
    const result = spawnSync('xmllint', ['--nonet', '--noout', '--schema', FATTURAPA_XSD, file], {
      env: { ...process.env, XML_CATALOG_FILES: CATALOG },
      encoding: 'utf8',
    });
    return { ok: result.status === 0, errors: result.stderr };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
