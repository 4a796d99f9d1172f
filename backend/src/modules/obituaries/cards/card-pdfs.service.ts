import { Injectable } from '@nestjs/common';
import { calendarDate } from '../../../common/rome-time';
import { RenderPool } from '../../../common/render-pool/render-pool';
import type { BookEntry, CardPrint, TombstoneCardFormat } from './card-pdf-documents';
import type { CardSubject } from './card-subject.service';

export { A6_LANDSCAPE, type BookEntry, type TombstoneCardFormat } from './card-pdf-documents';

/** 'dd/MM/yyyy – dd/MM/yyyy', one side alone when the other is unknown, '' when both are. */
export function lifeDates(subject: CardSubject): string {
  const born = calendarDate(subject.deceased.dateOfBirth);
  const died = calendarDate(subject.deceased.dateOfDeath);
  return born && died ? `${born} – ${died}` : born || died;
}

/** The plain data a card prints of its record (what crosses to the render pool's workers). */
function printOf(subject: CardSubject): CardPrint {
  return {
    fullName: subject.fullName,
    dates: lifeDates(subject),
    links: { page: subject.links.page, book: subject.links.book },
    plaque: subject.plaque ? { ...subject.plaque } : null,
    partnerName: subject.partner?.name ?? null,
  };
}

/**
 * The printable documents of a record (spec panels §2 result dialog, §4, §6), drawn by
 * card-pdf-documents.ts and card-image.ts in the render pool's workers, off the request thread.
 */
@Injectable()
export class CardPdfsService {
  constructor(private readonly renderPool: RenderPool) {}

  /** 'Indicazioni per le condoglianze': how visitors leave a message in the book, with its QR and link. */
  indication(subject: CardSubject): Promise<Buffer> {
    return this.renderPool.run('card.indication', printOf(subject));
  }

  /** deceasedCard (A4) and deceasedCard2 (pocket card): the tombstone page's QR, link and codes. */
  tombstoneCard(subject: CardSubject, format: TombstoneCardFormat): Promise<Buffer> {
    return this.renderPool.run('card.tombstone', { subject: printOf(subject), format });
  }

  /** The condolence book (pdfBook): every published message, oldest first, pages numbered. */
  book(subject: CardSubject, entries: BookEntry[]): Promise<Buffer> {
    return this.renderPool.run('card.book', { subject: printOf(subject), entries });
  }

  /** 'Manifesto + Cartoncino Qr' as PDF: the manifesto on an A4 page with the card to cut out under it. */
  obituaryCard(subject: CardSubject, manifestoJpeg: Buffer): Promise<Buffer> {
    return this.renderPool.run('card.obituaryPdf', { subject: printOf(subject), manifestoJpeg });
  }

  /** 'Manifesto + Cartoncino Qr' as JPEG (card-image.ts). */
  obituaryCardJpeg(subject: CardSubject, manifestoJpeg: Buffer): Promise<Buffer> {
    return this.renderPool.run('card.obituaryJpeg', { subject: printOf(subject), manifestoJpeg });
  }
}
