import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { Repository } from 'typeorm';
import { AppError } from '../../common/app-error';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AuthContextService } from '../auth/auth-context.service';
import type { AuthenticatedRequest } from '../auth/request-auth';
import { cookieOf } from '../auth/strategies/session-cookie.strategy';
import { Deceased, type PagePrivacy } from './deceased.entity';
import { mayReadPage, type PageRole } from './page-access';
import { PageCacheService } from './page-cache.service';
import { PageRoles } from './page-roles';
import { PAGE_KEY_LIFETIME_S, pageKeyCookie, pageKeyGrant, pageKeyKind, type PageKeyKind } from './page-key';

/** What the read rule needs of a page, kept in the page cache (dropped on every instance at each change). */
export interface PageReadFacts {
  id: number;
  ownerUserId: number | null;
  privacy: PagePrivacy;
  accessKey: string | null;
}

export const PageReadMessages = {
  refused:
    'Questa pagina è riservata: si apre inquadrando il QR della lapide, con il link della famiglia o, se sei stato invitato, accedendo al tuo account.',
} as const;

/** The page cache's kind for a page's read facts. */
const READ_FACTS = 'readFacts';

export const PageReadErrors = {
  refused: () => new AppError(403, 'PAGE_NOT_PUBLIC', PageReadMessages.refused),
};

/**
 * The page read rule (page-access.ts `mayReadPage`) applied to a request: the page's facts from the page
 * cache (so a privacy change, which raises PageContentChanged, is seen at once here and within
 * PAGE_CACHE_SYNC_MS on every other instance), the viewer from the session, the landing key from its cookie.
 */
@Injectable()
export class PageReadService {
  constructor(
    @InjectRepository(Deceased) private readonly deceased: Repository<Deceased>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pageCache: PageCacheService,
    private readonly context: AuthContextService,
    private readonly members: PageRoles,
  ) {}

  /** The page's facts, or null when no such page exists. */
  facts(deceasedId: number): Promise<PageReadFacts | null> {
    return this.pageCache.get(deceasedId, READ_FACTS, async () => {
      const row = await this.deceased.findOne({
        where: { id: deceasedId },
        select: { id: true, ownerUserId: true, privacy: true, accessKey: true },
      });
      return row
        ? { id: row.id, ownerUserId: row.ownerUserId, privacy: row.privacy, accessKey: row.accessKey }
        : null;
    });
  }

  /**
   * As `isPublic` from what this instance holds now, without a query: undefined when the facts are not
   * cached (the caller then takes the asynchronous way).
   */
  peekIsPublic(deceasedId: number): boolean | undefined {
    const facts = this.pageCache.peek<PageReadFacts | null>(deceasedId, READ_FACTS);
    return facts === undefined ? undefined : facts === null || facts.privacy === 'public';
  }

  /** True when everyone may read the page (or it does not exist: its routes answer their own 404). */
  async isPublic(deceasedId: number): Promise<boolean> {
    const facts = await this.facts(deceasedId);
    return facts === null || facts.privacy === 'public';
  }

  /** Whether this request may read the page; an unknown page is left to the route (its own 404). */
  async allows(req: Request, deceasedId: number): Promise<boolean> {
    const facts = await this.facts(deceasedId);
    if (facts === null || facts.privacy === 'public') return true;
    const auth = await this.context.load(req as AuthenticatedRequest);
    const key = pageKeyKind(
      facts.accessKey,
      cookieOf(req, pageKeyCookie(deceasedId)) ?? undefined,
      deceasedId,
      Date.now(),
    );
    return mayReadPage(auth.user, facts, key, (id, userId) => this.roleOn(id, userId));
  }

  /** As `allows`, refusing with 403 PAGE_NOT_PUBLIC. */
  async check(req: Request, deceasedId: number): Promise<void> {
    if (!(await this.allows(req, deceasedId))) throw PageReadErrors.refused();
  }

  /**
   * Hands the landing's key to the browser (a plaque scan, the page's secret link): nothing for a public
   * page, which needs none.
   */
  async grant(res: Response, deceasedId: number, kind: PageKeyKind): Promise<void> {
    const facts = await this.facts(deceasedId);
    if (!facts || facts.privacy === 'public' || !facts.accessKey) return;
    res.cookie(pageKeyCookie(deceasedId), pageKeyGrant(facts.accessKey, kind, deceasedId, Date.now()), {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.sessionCookieSecure,
      path: '/',
      maxAge: PAGE_KEY_LIFETIME_S * 1000,
    });
  }

  private roleOn(deceasedId: number, userId: number): Promise<PageRole> {
    return this.members.roleOn(deceasedId, userId);
  }
}
