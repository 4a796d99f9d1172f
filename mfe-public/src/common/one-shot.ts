// One-shot token links (DESIGN.md "Security"): the page confirms with one POST. React's development
// StrictMode runs effects twice, and a second POST of a consumed token would answer "invalid": the
// request of a given key is therefore made once and its promise shared.
const inflight = new Map<string, Promise<unknown>>();

export function once<T>(key: string, request: () => Promise<T>): Promise<T> {
  const running = inflight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const promise = request();
  inflight.set(key, promise);
  // A failure may be the connection: a retry must really ask again.
  promise.catch(() => inflight.delete(key));
  return promise;
}

/** Tests only: forget the requests made so far. */
export function resetOnceForTests(): void {
  inflight.clear();
}
