import { Inject, Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { stat } from 'node:fs/promises';
import { basename, extname, join, posix, resolve } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { PageMedia } from '../deceased/page-media';
import { MediaStorage } from '../media/storage/media-storage';
import { sendStoredFile } from '../media/storage/send-stored-file';
import { acceptedEncodings, type Encoding } from './content-encoding';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REMOTE_NAME = /^mfe_[a-z]+$/;
const REMOTE_VERSION = /^[0-9A-Za-z._-]+$/;
/** Bundler output names carry a content hash, e.g. main.3f9a1c2b.js or 412.a1b2c3d4e5.css. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

interface StaticTarget {
  root: string;
  file: string;
  cacheControl: string;
  /** Builds of the shell and the remotes carry `.br`/`.gz` beside their text files (deploy/rspack). */
  precompressed: boolean;
}

/** The file names of build-time compressed copies: brotli first, as negotiateEncoding prefers it. */
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

type SendFileError = Error & { status?: number; statusCode?: number; code?: string };

/**
 * What to do once Express' sendFile calls back: nothing when it sent the file, or when the client went away
 * (a page left while its scripts were loading: `ECONNABORTED`, not a server fault, so not logged as one);
 * 404 for a file it refused or could not find; else the error goes on to Nest's handler (500, logged).
 */
export function sendFileOutcome(
  error: SendFileError | undefined,
  headersSent: boolean,
): 'done' | 'not-found' | 'failed' {
  if (!error || headersSent || error.code === 'ECONNABORTED') return 'done';
  return (error.status ?? error.statusCode ?? 500) >= 500 ? 'failed' : 'not-found';
}

/**
 * The static part of docs/contracts.md's table: /media, /static/shell and /remotes/<name>/<version>/ with
 * their cache headers. Media files come from the media storage (whatever its driver); build files are sent
 * by Express' sendFile with a root, which refuses '..' and dotfiles.
 */
@Injectable()
export class StaticFilesMiddleware implements NestMiddleware {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly storage: MediaStorage,
    private readonly pageMedia: PageMedia,
  ) {}

  async use(req: Request, res: Response, next: NextFunction): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const media = this.after(req.path, '/media/');
    if (media !== undefined) {
      await this.sendMedia(req, res, next, media);
      return;
    }
    const target = this.resolve(req.path);
    if (target === undefined) {
      next();
      return;
    }
    if (target === null) {
      this.notFound(res);
      return;
    }
    let file = target.file;
    const headers: Record<string, string> = { 'Cache-Control': target.cacheControl };
    if (target.precompressed) {
      headers.Vary = 'Accept-Encoding';
      const encoding = await this.compressedCopy(target, req.get('accept-encoding'));
      if (encoding) {
        file = `${target.file}${SUFFIX[encoding]}`;
        headers['Content-Encoding'] = encoding;
        // The type of the file itself, not of '.br' (send keeps a Content-Type already set).
        res.type(extname(target.file) || 'application/octet-stream');
      }
    }
    res.sendFile(
      file,
      {
        root: target.root,
        dotfiles: 'deny',
        cacheControl: false,
        headers,
      },
      (error?: SendFileError) => {
        const outcome = sendFileOutcome(error, res.headersSent);
        if (outcome === 'failed') next(error);
        else if (outcome === 'not-found') this.notFound(res);
      },
    );
  }

  /**
   * A media file by its key (the decoded path after /media/), with a day of caching; photos and videos are
   * compressed already, so nothing is compressed again. No such file, or no key: 404. A file of a page that
   * is not public follows the page's read rule (docs/contracts.md "Page privacy"): refused with the same 404
   * (its existence is not told), and never kept by a shared cache.
   */
  private async sendMedia(
    req: Request,
    res: Response,
    next: NextFunction,
    key: string | null,
  ): Promise<void> {
    try {
      const access = key === null ? 'public' : await this.pageMedia.access(req, key);
      if (access === 'refused') {
        this.notFound(res);
        return;
      }
      res.setHeader('Cache-Control', access === 'public' ? 'public, max-age=86400' : 'private, no-store');
      if (key !== null && (await sendStoredFile(req, res, this.storage, key))) return;
      this.notFound(res);
    } catch (error) {
      if (res.headersSent) res.destroy();
      else next(error);
    }
  }

  /** The best encoding the client accepts whose compressed copy the build wrote, else null. */
  private async compressedCopy(target: StaticTarget, accept: string | undefined): Promise<Encoding | null> {
    const root = resolve(target.root);
    for (const encoding of acceptedEncodings(accept)) {
      const path = resolve(root, `${target.file}${SUFFIX[encoding]}`);
      if (!path.startsWith(`${root}/`)) return null; // sendFile refuses it anyway; never stat outside
      const info = await stat(path).catch(() => null);
      if (info?.isFile()) return encoding;
    }
    return null;
  }

  /** undefined: not a static path; null: a static path that can hold nothing (bad name or encoding). */
  private resolve(path: string): StaticTarget | null | undefined {
    const shell = this.after(path, '/static/shell/');
    if (shell !== undefined) {
      return shell === null
        ? null
        : {
            root: this.config.shellDist,
            file: shell,
            cacheControl: HASHED_NAME.test(shell) ? IMMUTABLE : 'no-cache',
            precompressed: true,
          };
    }
    const remote = this.after(path, '/remotes/');
    if (remote !== undefined) {
      const [name, version, ...rest] = (remote ?? '').split('/');
      const file = rest.join('/');
      if (
        !REMOTE_NAME.test(name ?? '') ||
        !REMOTE_VERSION.test(version ?? '') ||
        /^\.+$/.test(version ?? '') ||
        !file ||
        // The server render entry (<version>/ssr/) is run by this server, never sent to a browser.
        /^ssr(\/|$)/.test(posix.normalize(file))
      )
        return null;
      const entryFile = ['mf-manifest.json', 'remoteEntry.js'].includes(basename(file));
      return {
        root: join(this.config.publishDir, name, version),
        file,
        cacheControl: entryFile ? 'no-cache' : IMMUTABLE,
        precompressed: true,
      };
    }
    return undefined;
  }

  /** The decoded rest of the path after a prefix; null when it cannot be decoded or is empty. */
  private after(path: string, prefix: string): string | null | undefined {
    if (!path.startsWith(prefix)) return undefined;
    try {
      const rest = decodeURIComponent(path.slice(prefix.length));
      return rest.length > 0 && !rest.includes('\0') ? rest : null;
    } catch {
      return null;
    }
  }

  private notFound(res: Response): void {
    res.status(404).setHeader('Cache-Control', 'no-cache');
    res.type('text').send('Non trovato');
  }
}
