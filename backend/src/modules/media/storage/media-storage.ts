import type { Readable } from 'node:stream';
import { mediaUrl } from '../../../common/media-url';

/** What a stored file is, for HTTP answers (length, validators). */
export interface StoredFile {
  size: number;
  modifiedAt: Date;
}

/** An inclusive byte range, as HTTP Range headers give it. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * A key is a path under media/ as the services store it ('memorial/12/3f…a1.jpg', 'demo/deceased-1000.jpg'):
 * segments of letters, digits, '.', '_' and '-', none empty, none starting with a dot, never under the
 * uploads' scratch folder `tmp/`. Anything else names no stored file.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
export const SCRATCH_FOLDER = 'tmp';

export function isMediaKey(key: string): boolean {
  const segments = key.split('/');
  return (
    key.length <= 500 && segments.every((segment) => SEGMENT.test(segment)) && segments[0] !== SCRATCH_FOLDER
  );
}

export function assertMediaKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`Not a media key: "${key}"`);
}

/**
 * Where media files live (DESIGN "Side effects": "Files: a storage interface; local disk under ./data/media by
 * default; an S3-compatible driver when instances must share files"). Services never touch the media files
 * with `fs`: they write, read and delete them by key here. The driver is chosen by MEDIA_STORAGE
 * (createMediaStorage). Received uploads are staged on local disk first (UploadsService: sharp needs a file),
 * then moved in with `moveIn`.
 */
export abstract class MediaStorage {
  /** Writes `content` under `key` (created or replaced); readers never see a half-written file. */
  abstract write(key: string, content: Readable): Promise<void>;

  /** Moves a local file (a received upload) in under `key`; the local file is gone afterwards. */
  abstract moveIn(localPath: string, key: string): Promise<void>;

  /** The file's bytes (all of them, or one inclusive range), or null when there is no such file. */
  abstract read(key: string, range?: ByteRange): Promise<Readable | null>;

  /** Size and modification time, or null when there is no such file (or the key names none). */
  abstract stat(key: string): Promise<StoredFile | null>;

  /** Deletes the file; a missing file (or a key that names none) is fine. */
  abstract delete(key: string): Promise<void>;

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  /** The URL the public reads it at: `/media/{key}`, served through this storage (web StaticFilesMiddleware). */
  publicUrl(key: string): string {
    assertMediaKey(key);
    return mediaUrl(key) as string;
  }
}
