import type { Response } from 'express';

export interface FileAnswer {
  body: Buffer;
  type: string;
  /** The name offered to the browser; characters outside [A-Za-z0-9._-] are dropped. */
  filename?: string;
  /** 'attachment' (save) or 'inline' (show in the browser); default 'attachment'. */
  disposition?: 'attachment' | 'inline';
  /** Default 'no-store': a file made for one user is never kept by browsers or proxies. */
  cache?: string;
}

/** A file answer (not the API envelope), with a server-made name: every download of the API goes out here. */
export function sendFile(res: Response, file: FileAnswer): void {
  res.setHeader('Content-Type', file.type);
  res.setHeader('Cache-Control', file.cache ?? 'no-store');
  if (file.filename !== undefined) {
    const name = file.filename.replace(/[^A-Za-z0-9._-]/g, '');
    res.setHeader('Content-Disposition', `${file.disposition ?? 'attachment'}; filename="${name}"`);
  }
  res.send(file.body);
}
