import { Inject, Injectable } from '@nestjs/common';
import type { User } from '../../accounts/user.entity';
import { CondolencesService } from '../../condolences/condolences.service';
import { CARD_MANIFESTO, type CardManifesto } from './card-manifesto';
import { CardPdfsService, type TombstoneCardFormat } from './card-pdfs.service';
import { CardSubjectService, type CardSubject } from './card-subject.service';
import { CardErrors } from './cards.errors';

export interface CardFile {
  body: Buffer;
  filename: string;
}

/** 'Rossi-Mario' for file names (sendFile keeps letters, digits, '.', '_' and '-'). */
function namePart(subject: CardSubject): string {
  const raw = `${subject.deceased.surname}-${subject.deceased.name}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9-]+/g, '');
  return raw || `defunto-${subject.deceased.id}`;
}

/** Each document of a record after the permission check, with its download name. */
@Injectable()
export class CardDocumentsService {
  constructor(
    private readonly subjects: CardSubjectService,
    private readonly pdfs: CardPdfsService,
    @Inject(CARD_MANIFESTO) private readonly manifesto: CardManifesto,
    private readonly condolences: CondolencesService,
  ) {}

  async obituaryCard(rawId: string, format: 'jpg' | 'pdf', viewer: User): Promise<CardFile> {
    const subject = await this.subjects.load(rawId, viewer, 'partner');
    if (!subject.hasNotice) throw CardErrors.noManifesto();
    const manifesto = await this.manifesto.jpeg(subject.deceased.id);
    const body =
      format === 'pdf'
        ? await this.pdfs.obituaryCard(subject, manifesto)
        : await this.pdfs.obituaryCardJpeg(subject, manifesto);
    return { body, filename: `manifesto-cartoncino-${namePart(subject)}.${format}` };
  }

  async indication(rawId: string, viewer: User): Promise<CardFile> {
    const subject = await this.subjects.load(rawId, viewer, 'partner');
    return {
      body: await this.pdfs.indication(subject),
      filename: `indicazioni-condoglianze-${namePart(subject)}.pdf`,
    };
  }

  async tombstoneCard(rawId: string, format: TombstoneCardFormat, viewer: User): Promise<CardFile> {
    const subject = await this.subjects.load(rawId, viewer, 'partner-or-owner');
    return {
      body: await this.pdfs.tombstoneCard(subject, format),
      filename: `${format === 'a4' ? 'lapide' : 'cartoncino-lapide'}-${namePart(subject)}.pdf`,
    };
  }

  /** pdfBook: refused while the tombstone is sold on account (spec panels §4), for every role. */
  async book(rawId: string, viewer: User): Promise<CardFile> {
    const subject = await this.subjects.load(rawId, viewer, 'partner-or-owner');
    if (subject.deceased.contoVendita === 1) throw CardErrors.bookUnpaid();
    const entries = await this.condolences.publishedOf(subject.deceased.id);
    return {
      body: await this.pdfs.book(subject, entries),
      filename: `libro-condoglianze-${namePart(subject)}.pdf`,
    };
  }
}
