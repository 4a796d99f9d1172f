// Runs a command (its output inherited unless `stdio` says otherwise) and resolves with its exit code.
import { spawn } from 'node:child_process';
import { ROOT } from './apps.mjs';

export function run(command, args, { env = process.env, cwd = ROOT, stdio = 'inherit' } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function mustRun(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}
