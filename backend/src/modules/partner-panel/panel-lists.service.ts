import { Injectable } from '@nestjs/common';
import type { Deceased } from '../deceased/deceased.entity';
import { DeceasedCounts } from '../deceased/deceased-counts.service';
import { DeceasedService } from '../deceased/deceased.service';
import { CondolencesService } from '../condolences/condolences.service';
import { graveyardOf, noticeQrOf, NoticeListsService, paging } from '../obituaries/notice-lists.service';
import { DeceasedPlaquesService } from '../qrcodes/deceased-plaques.service';
import type { PartnerDeceasedQueryDto } from './dto/panel-query.dto';
import type { PartnerDeceasedListDto } from './dto/panel-responses.dto';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A record carries a notice: a notice only (showPage 0) or a tombstone with manifesto data. */
const hasNotice = (person: Deceased) =>
  person.showPage === 0 || person.manifestTexts !== null || person.manifestCustom !== null;

/**
 * The partner panel's #deceased list and card counts (spec panels §2 #deceased): the page of rows from the
 * deceased module, filtered as the notice lists (obituaries module), then one query per column another
 * module keeps (plaques, condolences, transfers), whatever the page holds.
 */
@Injectable()
export class PanelListsService {
  constructor(
    private readonly deceased: DeceasedService,
    private readonly notices: NoticeListsService,
    private readonly plaques: DeceasedPlaquesService,
    private readonly condolences: CondolencesService,
    private readonly deceasedCounts: DeceasedCounts,
  ) {}

  /** #deceased: the partner's records, newest first. */
  async deceasedOf(partnerId: number, query: PartnerDeceasedQueryDto): Promise<PartnerDeceasedListDto> {
    const { page, maxResults } = paging(query);
    const filter = await this.notices.tableFilter(partnerId, query);
    if (query.showPage !== undefined) filter.showPage = query.showPage === '1' ? 1 : 0;
    const [people, total] = await this.deceased.tablePage(filter, page, maxResults);
    const ids = people.map((person) => person.id);
    const [plaques, condolences, pending] = await Promise.all([
      this.plaques.plaquesOf(ids),
      this.condolences.countPublishedByDeceased(ids),
      this.deceased.pendingTransfersFor(ids),
    ]);
    return {
      deceased: people.map((person) => ({
        ID: person.id,
        name: person.name,
        surname: person.surname,
        gender: person.gender,
        dateOfBirth: person.dateOfBirth,
        dateOfDeath: person.dateOfDeath,
        graveyard: graveyardOf(person),
        tombstoneQr: plaques.get(person.id) ?? null,
        noticeQr: hasNotice(person) ? noticeQrOf(person.id) : null,
        enabled: person.enabled,
        ownerPending: pending.has(person.id) ? 1 : 0,
        contoVendita: person.contoVendita,
        showPage: person.showPage,
        pageID: person.pageId,
        condolences: condolences.get(person.id) ?? 0,
        time: seconds(person.publicationTime),
      })),
      total,
      page,
      maxResults,
    };
  }

  /** The partner panel's card counts of records and QR codes. */
  async counts(partnerId: number) {
    const [pages, qrcodes] = await Promise.all([
      this.deceasedCounts.pagesOfPartner(partnerId),
      this.plaques.countsOfPartner(partnerId),
    ]);
    return { ...pages, qrcodes };
  }
}
