import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { Repository } from 'typeorm';
import { richTextIsEmpty, sanitizeRichText } from '../media/rich-text';
import type { Deceased } from '../deceased/deceased.entity';
import { DeceasedPageParts } from '../deceased/deceased-page-parts';
import type { DeceasedNoticeDto } from '../deceased/dto/deceased-data.dto';
import { DeceasedFuneralPlace } from './deceased-funeral-place.entity';
import { JPEG_HEIGHT, JPEG_WIDTH } from './manifesto/manifesto-jpeg';
import { ManifestoService } from './manifesto/manifesto.service';

/** 'Chiesa di San Secondo, Torino (TO)': the place's name, its comune and the province's initials. */
export function funeralPlaceLabel(place: DeceasedFuneralPlace): string {
  const town = place.location?.name ?? '';
  const province = place.province?.sigla ? `(${place.province.sigla})` : '';
  return [place.name?.trim(), [town, province].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/**
 * A version of the poster for its URL: changes whenever what GET manifest/{id}.jpg answers may change (a new
 * render or custom file, or the data a fresh render is drawn from), so browsers never show a stale one.
 */
function manifestoVersion(person: Deceased): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        person.manifestCustom,
        person.manifestImage,
        person.manifestTexts,
        person.manifestBg,
        person.manifestPhoto,
        person.name,
        person.surname,
        person.age,
        person.publicationTime.getTime(),
      ]),
    )
    .digest('hex')
    .slice(0, 12);
}

/**
 * The notice on the memorial page (a printed or forwarded poster's short link leads to the
 * funeral home's original): registered as the deceased page's 'notices' part. A record shows its notice once
 * it is published as the public poster route serves it (enabled, publication time reached, a manifesto).
 */
@Injectable()
export class NoticePageService implements OnModuleInit {
  constructor(
    @InjectRepository(DeceasedFuneralPlace) private readonly places: Repository<DeceasedFuneralPlace>,
    private readonly manifesto: ManifestoService,
    private readonly pageParts: DeceasedPageParts,
  ) {}

  onModuleInit(): void {
    this.pageParts.register('notices', { noticeOf: (person, now) => this.noticeOf(person, now) });
  }

  async noticeOf(person: Deceased, now: Date): Promise<DeceasedNoticeDto | null> {
    const published = person.enabled === 1 && person.publicationTime.getTime() <= now.getTime();
    if (!published || (person.manifestTexts === null && person.manifestCustom === null)) return null;
    const [places, size] = await Promise.all([
      this.places.find({
        where: { deceasedId: person.id },
        relations: { location: true, province: true },
        order: { position: 'ASC', id: 'ASC' },
      }),
      this.posterSize(person),
    ]);
    const note = person.obituaryNote ? sanitizeRichText(person.obituaryNote) : '';
    return {
      manifesto: {
        url: `/api/obituaries/manifest/${person.id}.jpg?v=${manifestoVersion(person)}`,
        ...size,
      },
      funeralDate: person.funeralDate,
      funeralPlaces: places.map(funeralPlaceLabel).filter((label) => label !== ''),
      obituaryNote: note && !richTextIsEmpty(note) ? note : null,
      noticeOnly: person.showPage !== 1,
    };
  }

  /** A generated poster is always JPEG_WIDTH × JPEG_HEIGHT; a custom one is measured as it is served. */
  private async posterSize(person: Deceased): Promise<{ width: number; height: number }> {
    if (!person.manifestCustom) return { width: JPEG_WIDTH, height: JPEG_HEIGHT };
    const { width, height } = await this.manifesto.size(await this.manifesto.jpeg(person.id));
    return { width: width ?? JPEG_WIDTH, height: height ?? JPEG_HEIGHT };
  }
}
