import type { Request, Response } from 'express';
import { extname } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, MediaStorage } from './media-storage';

/**
 * Answers GET/HEAD for a stored file as a static file server would: type from the (server-made) extension,
 * `Last-Modified` and a weak `ETag` with 304 for a fresh copy, and one byte range (206; 416 when it cannot
 * be satisfied) so video players can seek. Returns false, having written nothing, when there is no such
 * file. The caller sets the caching headers.
 */
export async function sendStoredFile(
  req: Request,
  res: Response,
  storage: MediaStorage,
  key: string,
): Promise<boolean> {
  const file = await storage.stat(key);
  if (!file) return false;
  res.type(extname(key) || 'application/octet-stream');
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Last-Modified', file.modifiedAt.toUTCString());
  res.setHeader('ETag', `W/"${file.size.toString(16)}-${file.modifiedAt.getTime().toString(16)}"`);
  if (req.fresh) {
    res.status(304).end();
    return true;
  }
  let range: ByteRange | undefined;
  const requested = req.headers.range ? req.range(file.size, { combine: true }) : undefined;
  if (requested === -1) {
    res.status(416).setHeader('Content-Range', `bytes */${file.size}`);
    res.end();
    return true;
  }
  // A malformed header (-2) or several ranges are answered with the whole file, as the RFC allows.
  if (Array.isArray(requested) && requested.type === 'bytes' && requested.length === 1) {
    range = { start: requested[0].start, end: requested[0].end };
    res.status(206).setHeader('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
  } else {
    res.status(200);
  }
  const length = range ? range.end - range.start + 1 : file.size;
  res.setHeader('Content-Length', String(length));
  if (req.method === 'HEAD' || length === 0) {
    res.end();
    return true;
  }
  const content = await storage.read(key, range);
  if (!content) {
    // Deleted between the two calls: the headers are not sent yet, so it is still a plain 404.
    res.removeHeader('Content-Range');
    return false;
  }
  await pipeline(content, res).catch(() => {
    // A client that goes away mid-download, or a read error after the headers: nothing left to answer.
    res.destroy();
  });
  return true;
}
