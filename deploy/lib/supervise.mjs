// Keeps one child process running the way systemd's Restart=on-failure keeps an instance (deploy/systemd):
// a child that ends on its own with a non-zero code or a signal nobody sent is started again after a pause
// that doubles on each quick failure (1 s, 2 s, 4 s ... up to 30 s) and starts over once a child has run
// for a while. Not started again, as with systemd: a child that exits with 0 or is ended by one of the
// clean signals (SIGHUP, SIGINT, SIGTERM, SIGPIPE: someone stopped it), and any child after stop().

const CLEAN_SIGNALS = new Set(['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGPIPE']);

/**
 * `start()` spawns the child and returns it. Returns `stop(signal)`, which passes the signal on and ends
 * the supervision, and `done`, which resolves with the last child's exit code (0 for a clean signal) once no
 * child will be started again.
 */
export function supervise(
  start,
  { minDelayMs = 1000, maxDelayMs = 30_000, stableMs = 60_000, log = console.error } = {},
) {
  let child = null;
  let stopping = false;
  let delay = minDelayMs;
  let timer = null;
  let finish;
  const done = new Promise((resolve) => (finish = resolve));

  const launch = () => {
    timer = null;
    const startedAt = Date.now();
    child = start();
    child.once('error', (error) => log(`supervisor: could not start the child: ${error.message}`));
    child.once('exit', (code, signal) => {
      child = null;
      if (stopping || code === 0 || CLEAN_SIGNALS.has(signal)) return finish(signal ? 0 : code);
      if (Date.now() - startedAt >= stableMs) delay = minDelayMs;
      log(
        `supervisor: the child ended unexpectedly (${signal ?? `code ${code}`}); starting it again in ${delay} ms`,
      );
      timer = setTimeout(launch, delay);
      delay = Math.min(delay * 2, maxDelayMs);
    });
  };

  const stop = (signal = 'SIGTERM') => {
    stopping = true;
    if (timer) {
      clearTimeout(timer);
      timer = null;
      finish(0);
    } else if (child) child.kill(signal);
  };

  launch();
  return { stop, done, current: () => child };
}
