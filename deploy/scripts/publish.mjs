#!/usr/bin/env node
// Publishes one remote's build and flips its registry entry, or rolls it back. Nothing else is rebuilt.
//   node deploy/scripts/publish.mjs publish mfe-client [--version 1.0.1] [--from path/to/build] [--publish-dir dir]
//   node deploy/scripts/publish.mjs rollback mfe-client [--publish-dir dir]
//   node deploy/scripts/publish.mjs show [--publish-dir dir]
import { parseArgs } from 'node:util';
import { buildVersion, defaultPublishDir, remoteBuildDir, remoteName } from '../lib/apps.mjs';
import { publish, readRegistry, RegistryError, rollback } from '../lib/registry.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    version: { type: 'string' },
    from: { type: 'string' },
    'publish-dir': { type: 'string' },
    replace: { type: 'boolean', default: false },
  },
});
const [command, target] = positionals;
const publishDir = values['publish-dir'] ?? defaultPublishDir();

try {
  if (command === 'publish' && target) {
    const name = remoteName(target);
    const version = values.version ?? buildVersion(target);
    const buildDir = values.from ?? remoteBuildDir(target, version);
    const outcome = publish({ publishDir, name, version, buildDir, replace: values.replace });
    console.log(`published ${name} ${outcome.current} (was ${outcome.previous ?? 'none'}) in ${publishDir}`);
  } else if (command === 'rollback' && target) {
    const outcome = rollback({ publishDir, name: remoteName(target) });
    console.log(`rolled back ${remoteName(target)} from ${outcome.previous} to ${outcome.current}`);
  } else if (command === 'show') {
    console.log(JSON.stringify(readRegistry(publishDir), null, 2));
  } else {
    console.error(
      'usage: publish.mjs publish <remote> [--version V] [--from DIR] | rollback <remote> | show',
    );
    process.exit(2);
  }
} catch (error) {
  if (error instanceof RegistryError) {
    console.error(`publish: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
