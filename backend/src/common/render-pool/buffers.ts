/**
 * Buffers cross a worker thread's boundary as plain Uint8Arrays (structured clone): this turns every
 * Uint8Array in a plain value (objects and arrays, deeply) back into a Buffer over the same memory.
 */
export function reviveBuffers<T>(value: T): T {
  if (value instanceof Uint8Array)
    return (
      Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)
    ) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => reviveBuffers(item)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = reviveBuffers(item);
    return out as T;
  }
  return value;
}
