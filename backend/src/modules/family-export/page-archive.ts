import { romeMinute } from '../../common/rome-time';
import type { DedicationMediaType, DedicationType } from '../dedications/dedication.entity';
import { DEDICATION_NAMES } from '../dedications/dedication-labels';
import { escapeHtml } from '../notifications/templates';
import { printablePage, type PageSection } from './printable-html';

/** A page as its family's archive holds it (docs/contracts.md "Family export"). */
export interface PageArchive {
  deceased: {
    id: number;
    name: string;
    surname: string;
    /** 'dd/MM/yyyy – dd/MM/yyyy', one side alone, or ''. */
    dates: string;
    dateOfBirth: string | null;
    dateOfDeath: string | null;
  };
  exportedAt: Date;
  /** Published condolences, oldest first. */
  condolences: Array<{ id: number; authorName: string; text: string; publishedAt: Date }>;
  /** Accepted dedications, oldest first; `file` is the media file's path inside the ZIP. */
  dedications: Array<{
    id: number;
    type: DedicationType;
    text: string;
    sign: string | null;
    createdAt: Date;
    file: string | null;
    mediaType: DedicationMediaType | null;
  }>;
  /** Every media file of the ZIP with where it comes from. */
  media: ArchiveMedia[];
}

/** One photo or video of the archive: its path in the ZIP and the stored file it is read from. */
export interface ArchiveMedia {
  file: string;
  kind: 'photo' | 'video';
  source: 'page-photo' | 'tombstone-photo' | 'gallery' | 'dedication';
  /** Media key in the storage (not written in the ZIP's JSON). */
  key: string;
  /** The dedication it belongs to, for source 'dedication'. */
  dedicationId?: number;
}

/** The archive's JSON: the same content as the HTML page, for programs (ISO 8601 instants, UTC). */
export function pageArchiveJson(archive: PageArchive): string {
  return JSON.stringify(
    {
      format: 'ricordo-family-export/1',
      exportedAt: archive.exportedAt.toISOString(),
      deceased: {
        id: archive.deceased.id,
        name: archive.deceased.name,
        surname: archive.deceased.surname,
        dateOfBirth: archive.deceased.dateOfBirth,
        dateOfDeath: archive.deceased.dateOfDeath,
      },
      condolences: archive.condolences.map((item) => ({
        id: item.id,
        authorName: item.authorName,
        text: item.text,
        publishedAt: item.publishedAt.toISOString(),
      })),
      dedications: archive.dedications.map((item) => ({
        id: item.id,
        type: item.type,
        typeName: DEDICATION_NAMES[item.type],
        text: item.text,
        sign: item.sign,
        createdAt: item.createdAt.toISOString(),
        file: item.file,
        mediaType: item.mediaType,
      })),
      media: archive.media.map(({ file, kind, source, dedicationId }) => ({
        file,
        kind,
        source,
        dedicationId: dedicationId ?? null,
      })),
    },
    null,
    2,
  );
}

/** Text written by people: escaped, line breaks kept (white-space: pre-line in the page's style). */
const message = (text: string) => `<p class="text">${escapeHtml(text)}</p>`;

/** The archive's HTML page: readable in any browser, printable, every text escaped, links to the files. */
export function pageArchiveHtml(archive: PageArchive): string {
  const fullName = `${archive.deceased.name} ${archive.deceased.surname}`.trim();
  const condolences: PageSection = {
    title: `Condoglianze (${archive.condolences.length})`,
    empty: 'Nel libro delle condoglianze non ci sono messaggi pubblicati.',
    items: archive.condolences.map(
      (item) =>
        `${message(item.text)}<p class="by">${escapeHtml(item.authorName)} · ${romeMinute(item.publishedAt)}</p>`,
    ),
  };
  const dedications: PageSection = {
    title: `Dediche (${archive.dedications.length})`,
    empty: 'Non ci sono dediche accettate.',
    items: archive.dedications.map((item) => {
      const media =
        item.file === null
          ? ''
          : item.mediaType === 'photo'
            ? `<p><a href="${escapeHtml(item.file)}"><img src="${escapeHtml(item.file)}" alt="Foto della dedica"></a></p>`
            : `<p><a href="${escapeHtml(item.file)}">Guarda il video della dedica</a></p>`;
      const by = item.sign ? escapeHtml(item.sign) : 'Anonimo';
      return `<p class="kind">${escapeHtml(DEDICATION_NAMES[item.type])}</p>${item.text ? message(item.text) : ''}${media}<p class="by">${by} · ${romeMinute(item.createdAt)}</p>`;
    }),
  };
  const files: PageSection = {
    title: `Foto e video (${archive.media.length})`,
    empty: 'Non ci sono foto né video.',
    items: archive.media.map(
      (item) =>
        `<a href="${escapeHtml(item.file)}">${escapeHtml(item.file)}</a> <span class="by">${SOURCE_NAMES[item.source]}</span>`,
    ),
  };
  const intro = `<p class="intro">Raccolta scaricata da Ricordo il ${romeMinute(archive.exportedAt)}. I messaggi sono in ordine di data, dal più vecchio. Le foto e i video sono nelle cartelle accanto a questa pagina, nei file originali.</p>`;
  return printablePage({
    title: `In ricordo di ${fullName}`,
    heading: fullName,
    subheading: archive.deceased.dates,
    intro,
    sections: [condolences, dedications, files],
  });
}

const SOURCE_NAMES: Record<ArchiveMedia['source'], string> = {
  'page-photo': 'Foto della pagina',
  'tombstone-photo': 'Foto della lapide',
  gallery: 'Galleria del memorial',
  dedication: 'Dedica',
};
