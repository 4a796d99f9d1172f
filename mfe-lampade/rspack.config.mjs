// Build of the mfe_lampade remote: see remoteConfig in deploy/rspack/app-config.mjs (docs/contracts.md, "Builds").
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../deploy/rspack/app-config.mjs';

export default remoteConfig({ name: 'mfe_lampade', dir: dirname(fileURLToPath(import.meta.url)) });
