import type { Duplex } from 'node:stream';

const coalescing = new WeakSet<Duplex>();

/**
 * Holds a connection's writes while what it read in this turn of the event loop is handled, and sends them
 * together when the turn ends. mqtt.js acknowledges each QoS 1 message with its own write (one system call
 * per check-in, 5–8 % of the backend's time in a flood of check-ins); held, a flood's acknowledgements go out
 * in one write per turn. Nothing waits longer than the turn: the hold ends at the next `setImmediate`.
 */
export function coalesceWritesPerRead(stream: Duplex): void {
  if (coalescing.has(stream)) return;
  coalescing.add(stream);
  let held = false;
  // Before mqtt.js's own listener (its pipe), so the chunk's acknowledgements are written into the hold.
  stream.prependListener('data', () => {
    if (held) return;
    held = true;
    stream.cork();
    setImmediate(() => {
      held = false;
      stream.uncork();
    });
  });
}
