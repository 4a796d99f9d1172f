// Build of the shell, the host: see shellConfig in deploy/rspack/app-config.mjs (docs/contracts.md, "Builds").
// It compiles no remote: the remotes are registered at run time from the registry inlined into index.html.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shellConfig } from '../deploy/rspack/app-config.mjs';

export default shellConfig({ dir: dirname(fileURLToPath(import.meta.url)) });
