import { Brackets, type Repository } from 'typeorm';
import type { Deceased } from './deceased.entity';
import { whereNameWords } from './people-search.service';

/** The filters of the panels' deceased and notice tables (spec panels §2 #deceased, #pages, #necrologi). */
export interface DeceasedTableFilter {
  /** Only this partner's records; null = every partner's (the admin). */
  partnerId: number | null;
  /** Normalised words; each must start a word of the name or the surname. */
  words: string[];
  /** Only these ids (the code filter: a deceased id, or the deceased of matching plaques). */
  ids?: number[];
  showPage?: 0 | 1;
  /** Records carrying a notice: notices only (showPage 0) and tombstones with manifesto data. */
  notices?: boolean;
}

/**
 * One page of the filtered records, newest id first, with their graveyard's places and partner; one query
 * for the rows and one for the count.
 */
export function deceasedTablePage(
  repository: Repository<Deceased>,
  filter: DeceasedTableFilter,
  page: number,
  maxResults: number,
): Promise<[Deceased[], number]> {
  return tableQuery(repository, filter)
    .leftJoinAndSelect('d.graveyardRegion', 'region')
    .leftJoinAndSelect('d.graveyardProvince', 'province')
    .leftJoinAndSelect('d.graveyardLocation', 'location')
    .leftJoinAndSelect('d.partner', 'partner')
    .orderBy('d.id', 'DESC')
    .skip((page - 1) * maxResults)
    .take(maxResults)
    .getManyAndCount();
}

/** The rows a table of this filter lists: one rule for its pages and its count. */
function tableQuery(repository: Repository<Deceased>, filter: DeceasedTableFilter) {
  const builder = repository.createQueryBuilder('d');
  whereNameWords(builder, filter.words);
  if (filter.partnerId !== null)
    builder.andWhere('d.partner_id = :partnerId', { partnerId: filter.partnerId });
  if (filter.ids !== undefined) {
    if (filter.ids.length === 0) builder.andWhere('1 = 0');
    else builder.andWhere('d.id IN (:...ids)', { ids: filter.ids });
  }
  if (filter.showPage !== undefined)
    builder.andWhere('d.show_page = :showPage', { showPage: filter.showPage });
  if (filter.notices)
    builder.andWhere(
      new Brackets((notice) =>
        notice
          .where('d.show_page = 0')
          .orWhere('d.manifest_texts IS NOT NULL')
          .orWhere('d.manifest_custom IS NOT NULL'),
      ),
    );
  return builder;
}
