import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertMediaKey, isMediaKey, MediaStorage, type ByteRange, type StoredFile } from './media-storage';

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException | null)?.code === 'ENOENT' ||
  (error as NodeJS.ErrnoException | null)?.code === 'ENOTDIR';

/**
 * The local-disk driver (MEDIA_STORAGE=local, the default): files under `${DATA_DIR}/media/{key}`. Writes go
 * to a temporary name in the same folder and are renamed into place, so a reader sees the old file or the
 * whole new one; no path outside the root is ever touched.
 */
export class LocalDiskStorage extends MediaStorage {
  private readonly root: string;

  constructor(root: string) {
    super();
    this.root = resolve(root);
  }

  async write(key: string, content: Readable): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const partial = `${target}.${randomBytes(8).toString('hex')}.partial`;
    try {
      await pipeline(content, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async moveIn(localPath: string, key: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    try {
      await rename(localPath, target);
    } catch (error) {
      // Another file system (a scratch folder mounted elsewhere): copy, then delete the original.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await copyFile(localPath, target);
      await rm(localPath, { force: true });
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    if (!(await this.stat(key))) return null;
    return createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
  }

  async stat(key: string): Promise<StoredFile | null> {
    if (!isMediaKey(key)) return null;
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isMediaKey(key)) return;
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    assertMediaKey(key);
    const path = join(this.root, ...key.split('/'));
    if (!path.startsWith(this.root + sep)) throw new Error(`Media key outside the storage: "${key}"`);
    return path;
  }
}
