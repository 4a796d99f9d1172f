// The buyer's key of an order (docs/contracts.md "Orders"): the server answers every later call about the
// order only with it, so the browser keeps it for the tab's life in sessionStorage `ricordo.order.{orderid}`.
// A browser that refuses storage (private mode, quota) still keeps it in memory for this page's life.

const PREFIX = 'ricordo.order.';
const memory = new Map<string, string>();

/** '0001000', 1000 and ' 1000 ' are the same order; null for anything that is not a positive id. */
export function normaliseOrderId(orderid: number | string | null | undefined): number | null {
  if (orderid === null || orderid === undefined) return null;
  const text = String(orderid).trim();
  if (!/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function storageKey(orderid: number | string): string | null {
  const id = normaliseOrderId(orderid);
  return id === null ? null : `${PREFIX}${id}`;
}

export function rememberOrderKey(orderid: number | string, key: string): void {
  const name = storageKey(orderid);
  if (!name || !key) return;
  memory.set(name, key);
  try {
    sessionStorage.setItem(name, key);
  } catch {
    // Storage refused: the in-memory copy serves this page.
  }
}

/** The key remembered for the order, or null. */
export function orderKeyOf(orderid: number | string | null | undefined): string | null {
  const name = orderid === null || orderid === undefined ? null : storageKey(orderid);
  if (!name) return null;
  try {
    const stored = sessionStorage.getItem(name);
    if (stored) return stored;
  } catch {
    // Storage refused: fall back to memory.
  }
  return memory.get(name) ?? null;
}

/** Forgets the key once the order is settled (paid or cancelled). */
export function forgetOrderKey(orderid: number | string): void {
  const name = storageKey(orderid);
  if (!name) return;
  memory.delete(name);
  try {
    sessionStorage.removeItem(name);
  } catch {
    // Nothing stored.
  }
}
