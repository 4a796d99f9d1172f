import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Not, Repository, type SelectQueryBuilder } from 'typeorm';
import { mediaUrl } from '../../common/media-url';
import { chunks } from '../../database/chunks';
import { DeceasedPageParts } from '../deceased/deceased-page-parts';
import { DeceasedRemovalHooks } from '../deceased/deceased-removal-hooks';
import type { Deceased } from '../deceased/deceased.entity';
import { DeceasedService } from '../deceased/deceased.service';
import { Dedication, PUBLISHED_DEDICATION_STATUSES } from './dedication.entity';
import type { MemorialDedicationDto } from './dto/memorial-dedication.dto';
import type { PendingDedicationDto } from './dto/pending-dedication.dto';
import { DEADLINE_MS } from './moderation/moderation-rules';

export type NewDedication = Omit<Dedication, 'id' | 'deceased' | 'createdAt'> & { createdAt?: Date };

/** An owner's deceased ids per query (under every engine's parameter limit). */
const IDS_PER_QUERY = 1000;

/** The memorial page lists at most this many dedications, newest first (one bounded query). */
export const MEMORIAL_DEDICATIONS_LIMIT = 200;

/**
 * How the public sees a dedication (spec public §1, §4; spec panels §4), applied here so that hidden text or
 * media never reaches a browser: pending shows only its kind; refused is published anonymously without
 * text, and a refused photo or video becomes virtual flowers; accepted shows text, signature and media.
 */
export function publicDedication(row: Dedication): MemorialDedicationDto {
  const base = { ID: row.id, time: Math.floor(row.createdAt.getTime() / 1000) };
  if (row.status === 'pending') {
    return { ...base, type: row.type, status: 'pending', text: '', showAuthor: 0, media: null };
  }
  if (row.status === 'refused') {
    const type = row.type === 'dedica-foto' || row.type === 'dedica-video' ? 'dedica-fiori' : row.type;
    return { ...base, type, status: 'refused', text: '', showAuthor: 0, media: null };
  }
  const url = mediaUrl(row.mediaFilename);
  return {
    ...base,
    type: row.type,
    status: 'accepted',
    text: row.text ?? '',
    showAuthor: row.sign ? row.sign : 0,
    media: url && row.mediaType ? { filename: url, type: row.mediaType } : null,
  };
}

/**
 * Dedications and gifts left on a deceased's page (DESIGN "Back end": module `dedications`): what the
 * memorial page shows of them (registered as the page's dedications part) and the owner's list of those
 * waiting for approval. Ordering, payment and the decisions are in DedicationOrdersService and
 * DedicationDecisionsService.
 */
@Injectable()
export class DedicationsService implements OnModuleInit {
  constructor(
    @InjectRepository(Dedication) private readonly dedications: Repository<Dedication>,
    private readonly deceased: DeceasedService,
    private readonly pageParts: DeceasedPageParts,
    private readonly removal: DeceasedRemovalHooks,
  ) {}

  onModuleInit(): void {
    this.pageParts.register('dedications', {
      publishedOf: (deceasedId) => this.publishedOf(deceasedId),
      pageOfMedia: async (key) =>
        (await this.dedications.findOne({ select: { deceasedId: true }, where: { mediaFilename: key } }))
          ?.deceasedId ?? null,
    });
    // A deleted deceased's dedications go with it (foreign key); their photos and videos after the commit.
    this.removal.register('dedications', async (manager, deceasedId) => {
      const rows = await manager.find(Dedication, { select: { mediaFilename: true }, where: { deceasedId } });
      return { files: rows.flatMap((row) => (row.mediaFilename ? [row.mediaFilename] : [])) };
    });
  }

  /** The dedications of a memorial page as the public sees them, newest first; one bounded query. */
  async publishedOf(deceasedId: number): Promise<MemorialDedicationDto[]> {
    const rows = await this.dedications.find({
      // unpaid and cancelled dedications are never shown (spec public §4 "other statuses: not shown").
      where: { deceasedId, status: In([...PUBLISHED_DEDICATION_STATUSES]) },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: MEMORIAL_DEDICATIONS_LIMIT,
    });
    return rows.map(publicDedication);
  }

  /**
   * Pending dedications on the deceased the user owns, newest first (client panel #dedic): their deceased,
   * then the pending dedications of those ids (one query per IDS_PER_QUERY deceased).
   */
  async listPendingForOwner(ownerUserId: number): Promise<PendingDedicationDto[]> {
    return this.pendingOn(await this.deceased.findOwnedBy(ownerUserId));
  }

  /**
   * Pending dedications on these deceased, newest first (the owner's #dedic, and the partner panel's for
   * its deceased); one query per IDS_PER_QUERY deceased.
   */
  async pendingOn(people: Array<Pick<Deceased, 'id' | 'name' | 'surname'>>): Promise<PendingDedicationDto[]> {
    const owned = new Map(people.map((person) => [person.id, person]));
    const batches = await Promise.all(
      chunks([...owned.keys()], IDS_PER_QUERY).map((ids) =>
        this.dedications.findBy({ deceasedId: In(ids), status: 'pending' }),
      ),
    );
    const rows = batches.flat().sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    return rows.map((row) => {
      const url = mediaUrl(row.mediaFilename);
      const person = owned.get(row.deceasedId);
      return {
        ID: row.id,
        type: row.type,
        text: row.text,
        time: Math.floor(row.createdAt.getTime() / 1000),
        showAuthor: row.sign,
        media: url && row.mediaType ? { filename: url, type: row.mediaType } : null,
        status: 'pending' as const,
        decideBy: row.awaitingSince ? Math.floor((row.awaitingSince.getTime() + DEADLINE_MS) / 1000) : null,
        deceased: { ID: row.deceasedId, name: person?.name ?? '', surname: person?.surname ?? '' },
        giver: { name: row.giverName, surname: row.giverSurname },
      };
    });
  }

  /** The orders of the dedications on these deceased (the partner panel's orders table): order → deceased. */
  async orderIdsOn(deceasedIds: number[]): Promise<Map<number, number>> {
    const orders = new Map<number, number>();
    for (const batch of chunks([...new Set(deceasedIds)], IDS_PER_QUERY))
      for (const row of await this.dedications.find({
        select: { orderId: true, deceasedId: true },
        where: { deceasedId: In(batch), orderId: Not(IsNull()) },
      }))
        if (row.orderId != null) orders.set(row.orderId, row.deceasedId);
    return orders;
  }

  async countForDeceased(deceasedId: number): Promise<number> {
    return this.dedications.countBy({ deceasedId });
  }

  /** Dedications waiting for a decision (the admin's 'dediche da approvare' card). */
  countAwaitingReview(): Promise<number> {
    return this.dedications.countBy({ status: 'pending' });
  }

  /** Pending dedications on the deceased this subquery selects (the partner panel's #dedic card), in one COUNT. */
  countPendingOn(deceasedIds: SelectQueryBuilder<Deceased>): Promise<number> {
    return this.dedications
      .createQueryBuilder('dedication')
      .where('dedication.status = :status', { status: 'pending' })
      .andWhere(`dedication.deceased_id IN (${deceasedIds.getQuery()})`)
      .setParameters(deceasedIds.getParameters())
      .getCount();
  }

  /** Paid dedications (pending, accepted or refused) of each of these deceased, by id; one grouped query per IDS_PER_QUERY ids. */
  async countByDeceased(deceasedIds: number[]): Promise<Map<number, number>> {
    const counts = new Map<number, number>();
    for (const batch of chunks([...new Set(deceasedIds)], IDS_PER_QUERY)) {
      const rows = await this.dedications
        .createQueryBuilder('dedication')
        .select('dedication.deceasedId', 'deceasedId')
        .addSelect('COUNT(*)', 'count')
        .where('dedication.deceasedId IN (:...batch)', { batch })
        .andWhere('dedication.status IN (:...statuses)', { statuses: PUBLISHED_DEDICATION_STATUSES })
        .groupBy('dedication.deceasedId')
        .getRawMany<{ deceasedId: number | string; count: number | string }>();
      for (const row of rows) counts.set(Number(row.deceasedId), Number(row.count));
    }
    return counts;
  }

  async create(input: NewDedication): Promise<Dedication> {
    return this.dedications.save(
      this.dedications.create({ ...input, createdAt: input.createdAt ?? new Date() }),
    );
  }
}
