import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { DeceasedPageParts } from './deceased-page-parts';
import { PageReadService } from './page-read.service';

/** Keys remembered with their page (a stored key never moves to another page: its name is random). */
const REMEMBERED_KEYS = 5000;

/** Media folders that never hold a page's file (the partners' pages are public by nature). */
const NOT_A_PAGE = /^(partner|partner-requests?)\//;

/**
 * Which page a media file belongs to, for the read rule of `/media/…` (docs/contracts.md "Page privacy": a
 * media URL of a page that is not public is not public). A memorial's files are under `memorial/{id}/`;
 * the tombstone's photos and the notice's posters are columns of the deceased row; a dedication's photo or
 * video is its row's `media_filename`.
 */
@Injectable()
export class PageMedia {
  private readonly pages = new Map<string, number>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reads: PageReadService,
    private readonly parts: DeceasedPageParts,
  ) {}

  /** The page the file belongs to, or null for a file of no page. */
  async pageOf(key: string): Promise<number | null> {
    const memorial = /^memorial\/(\d{1,10})\//.exec(key);
    if (memorial) return Number(memorial[1]);
    if (NOT_A_PAGE.test(key)) return null;
    const known = this.pages.get(key);
    if (known !== undefined) return known;
    const person = (await this.dataSource.query(
      `SELECT id FROM deceased WHERE photo = ? OR lapide_photo = ? OR manifest_photo = ? OR manifest_image = ?
         OR manifest_custom = ? LIMIT 1`,
      [key, key, key, key, key],
    )) as Array<{ id: number }>;
    const id = person[0]?.id ?? (await this.parts.get('dedications').pageOfMedia(key));
    if (id === undefined || id === null) return null;
    if (this.pages.size >= REMEMBERED_KEYS) this.pages.delete(this.pages.keys().next().value as string);
    this.pages.set(key, Number(id));
    return Number(id);
  }

  /**
   * 'public' when anyone may have the file (no page, or a public one), 'allowed' when this request may read
   * its page, 'refused' otherwise.
   */
  async access(req: Request, key: string): Promise<'public' | 'allowed' | 'refused'> {
    const page = await this.pageOf(key);
    if (page === null || (await this.reads.isPublic(page))) return 'public';
    return (await this.reads.allows(req, page)) ? 'allowed' : 'refused';
  }
}
