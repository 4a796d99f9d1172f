import { CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { parseId } from '../../common/ids';
import { PageReadService } from './page-read.service';

export const READS_PAGE_METADATA = 'ricordo:readsPage';

/**
 * Marks a route that reads a page (docs/contracts.md "Page privacy"): the path parameter `param` holds the
 * page's id (or, written `body.qrcode`, a field of a JSON or form body), and the global PageReadGuard applies
 * the read rule before the handler runs. page-privacy.spec walks every declared route: one whose path names
 * a page without this mark fails it.
 */
export const ReadsPage = (param = 'id') => SetMetadata(READS_PAGE_METADATA, param);

/** The raw page id of the request where the route's mark says it is. */
function rawPageId(req: Request, param: string): string {
  if (param.startsWith('body.')) {
    const value: unknown = (req.body as Record<string, unknown> | undefined)?.[param.slice(5)];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
  return String(req.params[param] ?? '');
}

/** The page-id parameter a route reads, or undefined when it reads no page. */
export function readsPageParam(
  reflector: Reflector,
  handler: object,
  controller: object,
): string | undefined {
  return reflector.getAllAndOverride<string | undefined>(READS_PAGE_METADATA, [
    handler as () => void,
    controller as () => void,
  ]);
}

/**
 * Global: a route marked `@ReadsPage()` answers 403 PAGE_NOT_PUBLIC to whoever may not read the page. A
 * malformed or unknown id is left to the handler (its 400 or 404). Non-public pages are never kept by a
 * shared cache.
 */
@Injectable()
export class PageReadGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly reads: PageReadService,
  ) {}

  async canActivate(execution: ExecutionContext): Promise<boolean> {
    const param = readsPageParam(this.reflector, execution.getHandler(), execution.getClass());
    if (param === undefined) return true;
    const req = execution.switchToHttp().getRequest<Request>();
    let id: number;
    try {
      id = parseId(rawPageId(req, param));
    } catch {
      return true;
    }
    if (await this.reads.isPublic(id)) return true;
    execution.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'private, no-store');
    await this.reads.check(req, id);
    return true;
  }
}
