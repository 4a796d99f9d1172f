import { holdEarlyLinkTaps } from './early-taps';
import { firstIntent, serverPaintSettled } from './first-paint';
import { preloadRemote } from './remote/preload-remote';
import { readRegistry } from './remote/registry';

/** A new task: what follows does not extend the task before it (no long task on a slow phone). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The platform's code, evaluated one library per task (React, React DOM, the kit, the router) before the
 * shell starts, instead of one long task holding the main thread (Total Blocking Time). When the
 * visitor has already touched the page, they wait for it: no pauses then.
 */
let hurry = false;
async function start(staged: boolean) {
  // A touch during the staged start ends the pauses: the visitor is waiting for the platform then.
  const pause = () => (staged && !hurry ? nextTask() : Promise.resolve());
  await import('react');
  await pause();
  await import('react-dom/client');
  await pause();
  await import('@ricordo/shared-design');
  await pause();
  await import('react-router-dom');
  await pause();
  await import('./bootstrap');
}

// The platform starts once the server's photo is painted, or at the visitor's first touch, click or key,
// whichever comes first; a link tapped before it took the page over is followed by the router (early-taps.ts).
// Meanwhile the public remote's files are fetched beside the shell's (preload-remote.ts).
holdEarlyLinkTaps();
void preloadRemote(readRegistry());
const intent = firstIntent().then(() => {
  hurry = true;
  return false;
});
void Promise.race([serverPaintSettled().then(() => true), intent]).then(start);
