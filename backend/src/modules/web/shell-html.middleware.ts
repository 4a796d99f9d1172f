import { Inject, Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { contentSecurityPolicy } from '../../common/http-middleware';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { FileCache } from './file-cache';
import { RegistryService } from './registry.service';

export const REGISTRY_MARKER = '<!--ricordo:registry-->';

/** Paths that are never the shell page (docs/contracts.md table). */
const NOT_SHELL = /^\/(api|media|static|remotes|dev)(\/|$)/;

const MAINTENANCE_PAGE = `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ricordo</title><style nonce="{{nonce}}">body { font-family: sans-serif; text-align: center; padding: 3rem 1rem; color: #333 }</style></head>
<body>
<h1>Ricordo</h1><p>Ricordo è in aggiornamento, riprova tra poco.</p></body></html>
`;

/** Every other GET gets the shell's index.html with the registry inlined (no extra round trip). */
@Injectable()
export class ShellHtmlMiddleware implements NestMiddleware {
  private readonly index: FileCache<string>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly registry: RegistryService,
  ) {
    this.index = new FileCache(join(config.shellDist, 'index.html'), (content) => content);
  }

  async use(req: Request, res: Response, next: NextFunction): Promise<void> {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_SHELL.test(req.path)) {
      next();
      return;
    }
    const html = await this.index.get();
    // The design kit writes its stylesheet into one <style> element at run time; a fresh nonce per answer
    // lets exactly that element through the CSP (the kit reads it from <meta name="csp-nonce">).
    const nonce = randomBytes(16).toString('base64');
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce));
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html');
    if (html === null) {
      // The shell is not built (or is being replaced): say so in Italian rather than failing.
      res.status(503).setHeader('Retry-After', '30');
      res.send(MAINTENANCE_PAGE.replace('{{nonce}}', nonce));
      return;
    }
    const head = `<meta name="csp-nonce" content="${nonce}">${await this.registry.scriptElement()}`;
    res.status(200).send(html.replace(REGISTRY_MARKER, head));
  }
}
