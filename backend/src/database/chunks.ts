/** Splits rows for multi-row INSERTs that stay under every engine's parameter limit. */
export function chunks<T>(rows: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += size) result.push(rows.slice(start, start + size));
  return result;
}
