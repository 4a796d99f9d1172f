// Starts one built backend instance (backend/dist/main.js) on a loopback port, the way deploy/systemd's
// ricordo@.service runs each instance behind the proxy: TRUST_PROXY=1 and its own INSTANCE_ID.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './apps.mjs';
import { waitFor } from './nginx-site.mjs';

/**
 * Spawns the instance with the caller's `env` on top of this process's environment. Returns the child at
 * once (so a caller can always stop it) and `ready`, which resolves once /api/health/ready answers and
 * rejects, stopping the child, if it exits first or never gets ready.
 */
export function startBackendInstance({ port, instanceId, env, stdio = ['ignore', 'ignore', 'inherit'] }) {
  const child = spawn(process.execPath, [join(ROOT, 'backend/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      MQTT_URL: '',
      ...env,
      PORT: String(port),
      INSTANCE_ID: String(instanceId),
    },
    stdio,
  });
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`instance ${instanceId} exited with ${code} before it was ready`)),
    ),
  );
  const ready = Promise.race([waitFor(`http://127.0.0.1:${port}/api/health/ready`, 120_000), exited]).catch(
    (error) => {
      if (child.exitCode === null) child.kill('SIGTERM');
      throw error;
    },
  );
  return { child, ready };
}
