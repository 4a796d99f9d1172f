import archiver from 'archiver';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MediaStorage } from '../media/storage/media-storage';

/** One file of an archive: a text made here, or a stored media file read as a stream when its turn comes. */
export type ZipEntry = { name: string; date: Date } & ({ content: string } | { key: string });

/**
 * Writes `entries` to `out` as a ZIP while it is made (DESIGN "Performance": big downloads stream). One entry
 * at a time: a stored file is opened only once the one before is written, so memory holds a few buffers
 * whatever the archive's size, and `out`'s backpressure (a slow phone) slows the reading down. Media files
 * are stored as they are (already compressed), texts deflated. One pipeline owns both ends: a client that
 * leaves, or a file that fails to read, ends it, and the open file is closed. Resolves with the number of
 * files written; rejects when the archive could not be completed.
 */
export async function writeZip(out: Writable, entries: ZipEntry[], storage: MediaStorage): Promise<number> {
  const archive = archiver('zip', { zlib: { level: 6 } });
  let failure: unknown = null;
  const piped = pipeline(archive, out).catch((error: unknown) => {
    failure = error ?? new Error('ZIP stream ended');
    throw failure;
  });
  piped.catch(() => undefined);
  let current: Readable | null = null;
  let written = 0;
  try {
    for (const entry of entries) {
      if (failure) break;
      if ('key' in entry) {
        current = await storage.read(entry.key);
        // Files were checked before the answer started; one removed since then is left out.
        if (!current) continue;
        archive.append(current, { name: entry.name, date: entry.date, store: true });
      } else {
        archive.append(entry.content, { name: entry.name, date: entry.date });
      }
      // 'entry' comes once the file is compressed and handed on (never synchronously).
      const processed = new Promise<void>((resolve) => archive.once('entry', () => resolve()));
      await Promise.race([processed, piped]);
      current = null;
      written += 1;
    }
    if (!failure) await Promise.race([archive.finalize(), piped]);
    await piped;
    return written;
  } catch (error) {
    current?.destroy();
    archive.abort();
    throw error;
  }
}
