import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, type EntityManager } from 'typeorm';
import { displayId, parseId } from '../../common/ids';
import { mediaUrl } from '../../common/media-url';
import { normalizeName } from '../../common/text-normalize';
import { ok } from '../../common/envelope';
import { chunks } from '../../database/chunks';
import type { OwnedTombstoneDto } from './dto/owned-tombstone.dto';
import { DeceasedErrors } from './deceased.errors';
import { Deceased } from './deceased.entity';
import { OwnershipTransfer } from './ownership-transfer.entity';
import { DeceasedPageParts } from './deceased-page-parts';
import { deceasedTablePage, type DeceasedTableFilter } from './deceased-tables';
import type { DeceasedDataDto } from './dto/deceased-data.dto';
import { PageCacheService } from './page-cache.service';
import { PageLife, type TombstoneData } from './page-life';
import { PageReadService } from './page-read.service';
import { writeNameWords } from './name-words';
import { PeopleSearchService } from './people-search.service';
import { parseGravePoint } from './grave-point';

/** Ids per query when reading many deceased at once (under every engine's parameter limit). */
const IDS_PER_QUERY = 1000;

export interface PeopleSearch {
  /** Normalised words (normalizeName); each must start a word of the name or the surname. */
  words: string[];
  regionId?: number;
  provinceId?: number;
  locationId?: number;
  cap?: string;
  /** 'lapide' = tombstone pages only, 'necrologio' = obituaries only. */
  kind?: 'lapide' | 'necrologio';
  offset: number;
  limit: number;
}

export type NewDeceased = Omit<
  Deceased,
  | 'id'
  | 'nameNormalized'
  | 'surnameNormalized'
  | 'createdAt'
  | 'graveyardRegion'
  | 'graveyardProvince'
  | 'graveyardLocation'
  | 'partner'
  | 'owner'
  | 'contoVendita'
  | 'age'
  | 'graveyardAddress'
  | NoticeField
  | 'page'
  | 'privacy'
  | 'accessKey'
> & { id?: number; contoVendita?: number; age?: number | null; graveyardAddress?: string | null } & Partial<
    Pick<Deceased, NoticeField>
  >;

/** The notice and manifesto columns: optional for a new record, null when it has no notice. */
type NoticeField =
  | 'funeralDate'
  | 'manifestTexts'
  | 'manifestBg'
  | 'manifestPhoto'
  | 'manifestImage'
  | 'manifestCustom'
  | 'obituaryNote'
  | 'pageId';

/** Tombstone pages and the people behind them (DESIGN "Back end": module `deceased`). */
@Injectable()
export class DeceasedService {
  constructor(
    @InjectRepository(Deceased) private readonly deceased: Repository<Deceased>,
    private readonly pageCache: PageCacheService,
    private readonly parts: DeceasedPageParts,
    private readonly people: PeopleSearchService,
    private readonly pageLife: PageLife,
    private readonly reads: PageReadService,
  ) {}

  /**
   * The whole deceasedData answer as JSON bytes, built once per content version of the deceased (see
   * PageCacheService). The answer carries no session (`session: null` for everyone), so the same bytes
   * serve every visitor; a miss costs the queries of getDeceasedData. An answer that changes with time (the
   * book closes, the memorial expires) is rebuilt once that instant has passed.
   */
  async getDeceasedDataBytes(rawId: string): Promise<Buffer> {
    const id = parseId(rawId);
    return this.pageCache.getUntil(id, 'deceasedData', async () => {
      const data = await this.getDeceasedData(rawId);
      return { value: Buffer.from(JSON.stringify(ok(data))), until: this.changesAt(data) };
    });
  }

  /**
   * As getDeceasedDataBytes for a page everyone may read; null for one that is not public (its reader goes
   * through the route's PageReadGuard). The page's privacy comes from the page cache, like the bytes.
   */
  async publicDeceasedDataBytes(rawId: string): Promise<Buffer | null> {
    if (!(await this.reads.isPublic(parseId(rawId)))) return null;
    return this.getDeceasedDataBytes(rawId);
  }

  /** The page data (not bytes) through the same cache, for the server-rendered memorial page. */
  async getDeceasedDataCached(rawId: string): Promise<DeceasedDataDto> {
    const id = parseId(rawId);
    return this.pageCache.getUntil(id, 'deceasedDataObject', async () => {
      const data = await this.getDeceasedData(rawId);
      return { value: data, until: this.changesAt(data) };
    });
  }

  /**
   * The next instant a built page stops being true by itself: its book closes, its memorial expires or its
   * notice, scheduled for later, is published.
   */
  private changesAt(data: DeceasedDataDto, now = new Date()): Date | null {
    const instants = [
      new Date(data.time * 1000),
      this.parts.get('condolences').bookOf(data.ID, new Date(data.time * 1000), now).closesAt,
      data.memorial ? new Date(data.memorial.expirationDate * 1000) : null,
    ]
      .filter((instant): instant is Date => instant !== null && instant.getTime() > now.getTime())
      .map((instant) => instant.getTime());
    return instants.length > 0 ? new Date(Math.min(...instants)) : null;
  }

  /**
   * The memorial page's data (spec public §3 "Deceased data for the memorial page"). Six queries whatever
   * the page holds: the person with place and partner, then the memorial, its gallery, the dedications, the
   * lamp and the notice's funeral places together (the parts of the memorials, dedications, lamps and
   * obituaries modules).
   */
  async getDeceasedData(rawId: string): Promise<DeceasedDataDto> {
    const id = parseId(rawId);
    const person = await this.deceased.findOne({
      where: { id, enabled: 1 },
      relations: { graveyardRegion: true, graveyardProvince: true, graveyardLocation: true, partner: true },
    });
    if (!person) throw DeceasedErrors.notFound(displayId(rawId));
    const now = new Date();
    const [{ memorial, media: memorialMedia }, dedic, lamp, grave, notice] = await Promise.all([
      this.parts.get('memorials').pageOf(person.id, now),
      this.parts.get('dedications').publishedOf(person.id),
      this.parts.get('lamps').publicLampOf(person.id),
      this.graveSupplier(person),
      this.parts.get('notices').noticeOf(person, now),
    ]);
    const photo = mediaUrl(person.photo);
    const book = this.parts.get('condolences').bookOf(person.id, person.publicationTime, new Date());
    return {
      result: 'success',
      ID: person.id,
      name: person.name,
      surname: person.surname,
      gender: person.gender,
      dateOfBirth: person.dateOfBirth,
      dateOfDeath: person.dateOfDeath,
      time: Math.floor(person.publicationTime.getTime() / 1000),
      bookOpen: book.open,
      privacy: person.privacy,
      aphorism: person.aphorism,
      idLapideManifest: grave.id,
      graveyardName: grave.graveyardName,
      graveRegion: grave.graveyardRegion?.name ?? null,
      graveRegionID: grave.graveyardRegionId,
      graveProvince: grave.graveyardProvince?.name ?? null,
      graveProvinceID: grave.graveyardProvinceId,
      graveLocation: grave.graveyardLocation?.name ?? null,
      graveLocationID: grave.graveyardLocationId,
      graveCap: grave.graveyardCap,
      gravePoint: parseGravePoint(grave.graveyardAddress),
      photo: photo ? [photo] : [],
      'photo-lapide': mediaUrl(grave.lapidePhoto),
      partner: person.partner ? { ID: person.partner.id, name: person.partner.name } : null,
      memorial,
      memorialMedia,
      dedic,
      lamp,
      notice,
    };
  }

  /**
   * The record that supplies the page's plaque (idLapideManifest, tombstone photo) and graveyard data: the
   * merge rule of spec panels §3. A notice (showPage not 1) linked by pageID to a tombstone page (showPage 1)
   * shows the tombstone's; any other record its own. One query for a linked notice, none otherwise; the
   * notice's cached pages are tied to the tombstone's, so a change to the tombstone shows on the notice.
   */
  private async graveSupplier(person: Deceased): Promise<Deceased> {
    if (person.showPage === 1 || person.pageId === null) return person;
    const version = this.pageCache.version(person.pageId);
    const tombstone = await this.deceased.findOne({
      where: { id: person.pageId, showPage: 1 },
      relations: { graveyardRegion: true, graveyardProvince: true, graveyardLocation: true },
    });
    this.pageCache.dependOn(person.id, person.pageId, version);
    return tombstone ?? person;
  }

  /**
   * Published people matching every word and place, newest publication first, with their graveyard's comune
   * and partner (the public search's filters and indexes, by offset for short lists).
   */
  search(criteria: PeopleSearch): Promise<Deceased[]> {
    const { words, regionId, provinceId, locationId, cap, kind } = criteria;
    const showPage = kind === undefined ? undefined : kind === 'lapide' ? 1 : 0;
    return this.people.page(
      { words, regionId, provinceId, locationId, cap, showPage },
      'insertTime',
      'desc',
      null,
      criteria.limit,
      criteria.offset,
    );
  }

  /** Creates or keeps a deceased with a given id (demo data); the normalised names are derived here. */
  async upsert(input: NewDeceased): Promise<Deceased> {
    const existing = input.id ? await this.deceased.findOneBy({ id: input.id }) : null;
    if (existing) return existing;
    return this.deceased.save(
      this.deceased.create({
        ...input,
        nameNormalized: normalizeName(input.name),
        surnameNormalized: normalizeName(input.surname),
        createdAt: new Date(),
      }),
    );
  }

  /**
   * An unpublished deceased (not enabled, no page) in the caller's transaction: each lamp of the lamp
   * simulator and of the benchmark needs a deceased of its own (PageLife.createNeverPublished).
   */
  createHidden(manager: EntityManager, person: { name: string; surname: string }): Promise<Deceased> {
    return this.pageLife.createNeverPublished(manager, person);
  }

  /**
   * "Manage my digital tombstones" (client panel; spec public §7 getDeceasedByID → deceased_list): every
   * deceased the user owns, by id, with its memorial's id and expiry from the memorials part (0 and null
   * without one), whether a 'Cedi proprietà' waits for its receiver, the lamp, and the plaque's code and
   * verification code (the family reads them in the client panel). One query per part, whatever the list holds.
   */
  async listOfOwner(ownerId: number): Promise<OwnedTombstoneDto[]> {
    const people = await this.deceased.find({
      select: {
        id: true,
        name: true,
        surname: true,
        dateOfBirth: true,
        dateOfDeath: true,
        photo: true,
        lapidePhoto: true,
        showPage: true,
        enabled: true,
      },
      where: { ownerUserId: ownerId },
      order: { id: 'ASC' },
    });
    const ids = people.map((person) => person.id);
    const [memorials, pending, lamps, plaques] = await Promise.all([
      this.parts.get('memorials').termsOf(ids),
      this.pendingTransfersFor(ids),
      this.parts.get('lamps').publicLampsOf(ids),
      this.parts.get('plaques').codesOf(ids),
    ]);
    return people.map((person) => {
      const memorial = memorials.get(person.id);
      return {
        ID: person.id,
        name: person.name,
        surname: person.surname,
        dateOfBirth: person.dateOfBirth,
        dateOfDeath: person.dateOfDeath,
        photo: mediaUrl(person.photo),
        'photo-lapide': mediaUrl(person.lapidePhoto),
        showPage: person.showPage,
        enabled: person.enabled,
        memorialID: memorial?.ID ?? 0,
        expirationDate: memorial?.expirationDate ?? null,
        ownerPending: pending.has(person.id) ? 1 : 0,
        lamp: lamps.get(person.id) ?? null,
        qrcodeAttivazione: plaques.get(person.id)?.qrcodeAttivazione ?? null,
        verification_code: plaques.get(person.id)?.verification_code ?? null,
      };
    });
  }

  /** One deceased by id (published or not), in the caller's transaction when given one. */
  findById(id: number, manager?: EntityManager): Promise<Deceased | null> {
    return (manager ? manager.getRepository(Deceased) : this.deceased).findOneBy({ id });
  }

  /** These deceased (the ids that exist), in batches of IDS_PER_QUERY ids. */
  async findByIds(ids: number[], manager?: EntityManager): Promise<Deceased[]> {
    const repository = manager ? manager.getRepository(Deceased) : this.deceased;
    const unique = [...new Set(ids)].sort((a, b) => a - b);
    const batches = await Promise.all(
      chunks(unique, IDS_PER_QUERY).map((batch) => repository.findBy({ id: In(batch) })),
    );
    return batches.flat();
  }

  /**
   * The deceased among `deceasedIds` with an ownership transfer waiting for its receiver (spec panels §2
   * badge 'In accettazione', §4 "Ownership transfer"; the owner's list flag `ownerPending`). One query per
   * IDS_PER_QUERY ids; in the caller's transaction when given one.
   */
  async pendingTransfersFor(deceasedIds: number[], manager?: EntityManager): Promise<Set<number>> {
    const transfers = (manager ?? this.deceased.manager).getRepository(OwnershipTransfer);
    const pending = new Set<number>();
    for (const batch of chunks([...new Set(deceasedIds)], IDS_PER_QUERY))
      for (const row of await transfers.find({
        select: { deceasedId: true },
        where: { deceasedId: In(batch), status: 'pending' },
      }))
        pending.add(row.deceasedId);
    return pending;
  }

  /** A partner's latest published deceased with their graveyard's comune, newest first; one query. */
  latestPublishedOfPartner(partnerId: number, take: number): Promise<Deceased[]> {
    return this.deceased.find({
      // A page that is not public is not listed (docs/contracts.md "Page privacy").
      where: { partnerId, enabled: 1, privacy: 'public' },
      relations: { graveyardLocation: true },
      order: { publicationTime: 'DESC', id: 'DESC' },
      take,
    });
  }

  /** The deceased a user owns (published or not), by id; one query. */
  findOwnedBy(ownerUserId: number): Promise<Deceased[]> {
    return this.deceased.find({ where: { ownerUserId }, order: { id: 'ASC' } });
  }

  /**
   * A partner's notice activated as a tombstone (spec public §6 "may take data from an existing obituary"):
   * the tombstone data of the activation replace the notice's, which stays a notice (showPage 0) until the
   * owner confirms. A null `lapidePhoto` keeps the notice's photo. In the caller's transaction.
   */
  async updateTombstoneData(manager: EntityManager, deceasedId: number, data: TombstoneData): Promise<void> {
    const { lapidePhoto, ...rest } = data;
    await manager.getRepository(Deceased).update(
      { id: deceasedId },
      {
        ...rest,
        ...(lapidePhoto ? { lapidePhoto } : {}),
        nameNormalized: normalizeName(data.name),
        surnameNormalized: normalizeName(data.surname),
      },
    );
    await writeNameWords(manager, deceasedId, normalizeName(data.name), normalizeName(data.surname));
  }

  /**
   * A partner's published notices that are not a tombstone page yet (spec public §4 "activation shows entries
   * whose showPage is not 1"), newest first, at most `take`.
   */
  noticesOfPartner(partnerId: number, take: number): Promise<Deceased[]> {
    return this.deceased.find({
      where: { partnerId, showPage: 0, enabled: 1 },
      order: { publicationTime: 'DESC', id: 'DESC' },
      take,
    });
  }

  /**
   * What the admin's QR lists show of these deceased (spec panels §3 "QR code list item"), by id: the person
   * with the graveyard's place names, and whether an ownership transfer waits for its receiver ('In
   * accettazione'). Two queries per IDS_PER_QUERY ids.
   */
  async plaqueSummaries(ids: number[]): Promise<Map<number, DeceasedPlaqueSummary>> {
    const unique = [...new Set(ids)];
    const summaries = new Map<number, DeceasedPlaqueSummary>();
    for (const batch of chunks(unique, IDS_PER_QUERY)) {
      const [people, pending] = await Promise.all([
        // Only the columns a summary shows: whole records (biography, manifesto texts …) cost several times
        // more to read and map at a year's activations.
        this.deceased.find({
          where: { id: In(batch) },
          relations: { graveyardRegion: true, graveyardProvince: true, graveyardLocation: true },
          select: {
            id: true,
            name: true,
            surname: true,
            gender: true,
            showPage: true,
            enabled: true,
            contoVendita: true,
            ownerUserId: true,
            partnerId: true,
            graveyardName: true,
            graveyardCap: true,
            graveyardRegion: { id: true, name: true },
            graveyardProvince: { id: true, name: true },
            graveyardLocation: { id: true, name: true },
          },
        }),
        this.pendingTransfersFor(batch),
      ]);
      for (const person of people)
        summaries.set(person.id, {
          id: person.id,
          name: person.name,
          surname: person.surname,
          gender: person.gender,
          showPage: person.showPage,
          enabled: person.enabled,
          contoVendita: person.contoVendita,
          ownerUserId: person.ownerUserId,
          partnerId: person.partnerId,
          graveyard: {
            name: person.graveyardName,
            region: person.graveyardRegion?.name ?? null,
            province: person.graveyardProvince?.name ?? null,
            location: person.graveyardLocation?.name ?? null,
            cap: person.graveyardCap,
          },
          transferPending: pending.has(person.id),
        });
    }
    return summaries;
  }

  /** One page of the panels' deceased and notice tables (partner #deceased, #pages; admin #necrologi). */
  tablePage(filter: DeceasedTableFilter, page: number, maxResults: number): Promise<[Deceased[], number]> {
    return deceasedTablePage(this.deceased, filter, page, maxResults);
  }

  /** A partner's records (published or not): id and names only; one query. */
  recordsOfPartner(partnerId: number): Promise<Array<Pick<Deceased, 'id' | 'name' | 'surname'>>> {
    return this.deceased.find({
      select: { id: true, name: true, surname: true },
      where: { partnerId },
      order: { id: 'ASC' },
    });
  }

  /** Sets the sale-on-account flag (spec panels §3 contoVendita) in the caller's transaction; the caller drops the page cache. */
  async setContoVendita(manager: EntityManager, deceasedId: number, contoVendita: 0 | 1): Promise<void> {
    await manager.getRepository(Deceased).update({ id: deceasedId }, { contoVendita });
  }
}

/** A deceased as the admin's QR lists show it (DeceasedService.plaqueSummaries). */
export interface DeceasedPlaqueSummary {
  id: number;
  name: string;
  surname: string;
  gender: Deceased['gender'];
  showPage: number;
  enabled: number;
  contoVendita: number;
  ownerUserId: number | null;
  partnerId: number | null;
  graveyard: {
    name: string | null;
    region: string | null;
    province: string | null;
    location: string | null;
    cap: string | null;
  };
  /** An ownership transfer waits for its receiver (spec panels §2 badge 'In accettazione'). */
  transferPending: boolean;
}
