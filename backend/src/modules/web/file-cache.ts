import { readFile, stat } from 'node:fs/promises';

/**
 * Reads a small file and keeps its parsed form until the file's mtime or size changes, so that a deploy
 * that rewrites it is seen at the next request without re-reading it every time.
 */
export class FileCache<T> {
  private cached: { mtimeMs: number; size: number; value: T } | null = null;

  constructor(
    private readonly path: string,
    private readonly parse: (content: string) => T,
  ) {}

  /** The parsed file, or null when it does not exist. */
  async get(): Promise<T | null> {
    const info = await stat(this.path).catch(() => null);
    if (!info?.isFile()) {
      this.cached = null;
      return null;
    }
    if (this.cached && this.cached.mtimeMs === info.mtimeMs && this.cached.size === info.size)
      return this.cached.value;
    const value = this.parse(await readFile(this.path, 'utf8'));
    this.cached = { mtimeMs: info.mtimeMs, size: info.size, value };
    return value;
  }
}
