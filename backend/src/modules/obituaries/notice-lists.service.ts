import { Injectable } from '@nestjs/common';
import { parseId } from '../../common/ids';
import { mediaUrl } from '../../common/media-url';
import { normalizeName } from '../../common/text-normalize';
import { CondolencesService } from '../condolences/condolences.service';
import type { Deceased } from '../deceased/deceased.entity';
import type { DeceasedTableFilter } from '../deceased/deceased-tables';
import { DeceasedService } from '../deceased/deceased.service';
import { DeceasedPlaquesService } from '../qrcodes/deceased-plaques.service';
import type {
  ObituaryListDto,
  PanelGraveyardDto,
  PanelListQueryDto,
  PanelNoticeQrDto,
} from './dto/notice-list.dto';

/** At most this many words of the name filter are applied (as the public search and the admin tables). */
const MAX_WORDS = 6;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The panel tables' paging (spec panels §9: 5/10/25/100, default 5). */
export function paging(query: { page?: number; maxResults?: number }) {
  return { page: query.page ?? 1, maxResults: query.maxResults ?? 5 };
}

/** The place of the grave as the panel tables show it (spec panels §2 "cemetery data"). */
export function graveyardOf(person: Deceased): PanelGraveyardDto {
  return {
    name: person.graveyardName,
    region: person.graveyardRegion?.name ?? null,
    province: person.graveyardProvince?.name ?? null,
    location: person.graveyardLocation?.name ?? null,
    cap: person.graveyardCap,
  };
}

/** What a notice's QR leads to, and the card that carries it (the cards module's route). */
export function noticeQrOf(id: number): PanelNoticeQrDto {
  return { link: `/memorial?000${id}`, card: `/api/obituaryCard/create/${id}?format=jpg` };
}

/**
 * The lists of notices (spec panels §2 #pages of the partner panel, #necrologi of the admin): the page of
 * records carrying a notice from the deceased module, then the published condolences of the rows. `partnerId`
 * null = every partner (the admin). The name and code filter is the panel tables' own, shared with the partner
 * panel's #deceased (partner-panel module).
 */
@Injectable()
export class NoticeListsService {
  constructor(
    private readonly deceased: DeceasedService,
    private readonly plaques: DeceasedPlaquesService,
    private readonly condolences: CondolencesService,
  ) {}

  /**
   * #pages (a partner's) and #necrologi (every partner's, or one's): records carrying a notice — notices
   * only (showPage 0) and tombstones with manifesto data — newest first.
   */
  async notices(partnerId: number | null, query: PanelListQueryDto): Promise<ObituaryListDto> {
    const { page, maxResults } = paging(query);
    const filter = { ...(await this.tableFilter(partnerId, query)), notices: true };
    const [people, total] = await this.deceased.tablePage(filter, page, maxResults);
    const condolences = await this.condolences.countPublishedByDeceased(people.map((person) => person.id));
    return {
      obituaries: people.map((person) => ({
        ID: person.id,
        name: person.name,
        surname: person.surname,
        gender: person.gender,
        dateOfBirth: person.dateOfBirth,
        dateOfDeath: person.dateOfDeath,
        age: person.age,
        funeralDate: person.funeralDate,
        graveyard: graveyardOf(person),
        manifestImage: mediaUrl(person.manifestCustom ?? person.manifestImage),
        manifestCustom: person.manifestCustom !== null,
        publicationDate: seconds(person.publicationTime),
        enabled: person.enabled,
        showPage: person.showPage,
        contoVendita: person.contoVendita,
        pageID: person.pageId,
        noticeQr: noticeQrOf(person.id),
        condolences: condolences.get(person.id) ?? 0,
        partner: person.partner ? { ID: person.partner.id, name: person.partner.name } : null,
      })),
      total,
      page,
      maxResults,
    };
  }

  /** The name words and the code: digits are a deceased id (000 prefix), anything else a plaque's code. */
  async tableFilter(partnerId: number | null, query: PanelListQueryDto): Promise<DeceasedTableFilter> {
    const words = normalizeName(query.name ?? '')
      .split(' ')
      .filter((word) => word.length > 0)
      .slice(0, MAX_WORDS);
    const code = (query.code ?? '').trim();
    if (!code) return { partnerId, words };
    const ids = /^\d+$/.test(code) ? [parseId(code)] : await this.plaques.deceasedWithCode(code);
    return { partnerId, words, ids };
  }
}
