import { Injectable } from '@nestjs/common';
import type { MemorialDedicationDto } from '../dedications/dto/memorial-dedication.dto';
import type { LampPublicDto } from '../lamps/dto/lamp-outputs.dto';
import type { DeceasedNoticeDto } from './dto/deceased-data.dto';
import type { Deceased } from './deceased.entity';
import type { MemorialMediaDto, MemorialSummaryDto } from '../memorials/dto/expiring-memorial.dto';

export type MemorialTerms = Pick<MemorialSummaryDto, 'ID' | 'expirationDate'>;

/** The memorial service's part of a deceased's page and lists (registered by the memorials module). */
export interface MemorialPagePart {
  /** The memorial (any expiry, or null) and its gallery while it is active at `now`; two queries. */
  pageOf(
    deceasedId: number,
    now: Date,
  ): Promise<{ memorial: MemorialSummaryDto | null; media: MemorialMediaDto[] }>;
  /** Id and expiry of the memorial of each of these deceased that has one, by deceased id; one query. */
  termsOf(deceasedIds: number[]): Promise<Map<number, MemorialTerms>>;
}

/** The dedications' part of a deceased's page (registered by the dedications module). */
export interface DedicationPagePart {
  /** The dedications as the page shows them (publication rules applied), newest first; one bounded query. */
  publishedOf(deceasedId: number): Promise<MemorialDedicationDto[]>;
  /** The page whose dedication holds this media file, or null (the read rule of /media: PageMedia). */
  pageOfMedia(key: string): Promise<number | null>;
}

/** The votive lamp's part of a deceased's page (registered by the lamps module). */
export interface LampPagePart {
  /** The lamp's real state for the page's icon (spec public §4), or null without a lamp; one query. */
  publicLampOf(deceasedId: number): Promise<LampPublicDto | null>;
  /** The same state for each of these deceased that has a lamp, by deceased id; one query. */
  publicLampsOf(deceasedIds: number[]): Promise<Map<number, LampPublicDto>>;
}

/** The condolence book's part of a deceased's page (registered by the condolences module); no query. */
export interface CondolencePagePart {
  /**
   * Whether the book takes messages at `now`, and when it closes (null: never). The one place of the rule
   * (spec public §4, §9): CONDOLENCE_LIMIT_DAYS from publication, the demo memorial's book always open.
   */
  bookOf(deceasedId: number, publicationTime: Date, now: Date): { open: boolean; closesAt: Date | null };
}

/** The notice's part of a deceased's page (registered by the obituaries module). */
export interface NoticePagePart {
  /** The record's notice if it is published at `now` (null otherwise); one query for its funeral places. */
  noticeOf(person: Deceased, now: Date): Promise<DeceasedNoticeDto | null>;
}

/** A plaque's codes as its owner reads them (the family sees them in the client panel). */
export interface PlaqueCodesOfDeceased {
  qrcodeAttivazione: string;
  verification_code: string;
}

/** The QR plaques' part of the owner's list (registered by the qrcodes module). */
export interface PlaquePagePart {
  /** The codes of each of these deceased's plaque (the newest when several), by deceased id; bounded queries. */
  codesOf(deceasedIds: number[]): Promise<Map<number, PlaqueCodesOfDeceased>>;
}

export interface DeceasedPagePartMap {
  memorials: MemorialPagePart;
  dedications: DedicationPagePart;
  condolences: CondolencePagePart;
  lamps: LampPagePart;
  notices: NoticePagePart;
  plaques: PlaquePagePart;
}

/**
 * What other modules add to a deceased's page and lists, registered at start (the idiom of
 * OrderFulfilmentRegistry). The memorials and dedications modules read deceased and drop its page cache, so
 * they import this module; the page cannot import them back without a cycle, so each registers its part
 * here and the deceased module composes the page from the parts, each answering with a bounded query.
 */
@Injectable()
export class DeceasedPageParts {
  private readonly parts: Partial<DeceasedPagePartMap> = {};

  register<K extends keyof DeceasedPagePartMap>(name: K, part: DeceasedPagePartMap[K]): void {
    if (this.parts[name]) throw new Error(`Deceased page part '${name}' is registered twice`);
    this.parts[name] = part;
  }

  get<K extends keyof DeceasedPagePartMap>(name: K): DeceasedPagePartMap[K] {
    const part = this.parts[name];
    if (!part) throw new Error(`No deceased page part '${name}': its module is not loaded`);
    return part;
  }
}
