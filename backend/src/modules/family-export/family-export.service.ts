import { Injectable } from '@nestjs/common';
import type { Readable, Writable } from 'node:stream';
import { parseId } from '../../common/ids';
import { RenderPool } from '../../common/render-pool/render-pool';
import { calendarDate, romeMinute } from '../../common/rome-time';
import { normalizeName } from '../../common/text-normalize';
import { AccountsService } from '../accounts/accounts.service';
import type { User } from '../accounts/user.entity';
import { CondolenceExportRead } from '../condolences/condolence-export.read';
import { CondolencesService } from '../condolences/condolences.service';
import type { Deceased } from '../deceased/deceased.entity';
import { DeceasedErrors } from '../deceased/deceased.errors';
import { DeceasedService } from '../deceased/deceased.service';
import { PageRoles } from '../deceased/page-roles';
import { DedicationExportRead } from '../dedications/dedication-export.read';
import { DEDICATION_NAMES } from '../dedications/dedication-labels';
import { MediaStorage } from '../media/storage/media-storage';
import { MemorialExportRead } from '../memorials/memorial-export.read';
import { CardErrors } from '../obituaries/cards/cards.errors';
import { OrderExportRead } from '../orders/order-export.read';
import { mayExportPage } from './family-access';
import { pageArchiveHtml, pageArchiveJson, type ArchiveMedia, type PageArchive } from './page-archive';
import { personArchiveHtml, personArchiveJson } from './person-archive';
import { writeZip, type ZipEntry } from './zip-stream';

/** A ZIP ready to be written: its name, how many files, roughly how many bytes (for the browser's progress). */
export interface PreparedZip {
  filename: string;
  files: number;
  /** The files' sizes summed: the ZIP is about this long (texts are deflated, headers added). */
  estimatedBytes: number;
  write(out: Writable): Promise<number>;
}

/** Stored files are looked up this many at a time (an S3 driver answers each with a request). */
const STATS_AT_ONCE = 8;
/** The page's photo on the book's cover: the uploads' own limit (spec: 15 MB photos), with room. */
const COVER_PHOTO_MAX_BYTES = 16 * 1024 * 1024;

/** Lower case, no accents, words joined by '-': safe in any file system and in a Content-Disposition. */
export function fileSlug(value: string, max = 40): string {
  const slug = normalizeName(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
  return slug;
}

/** A stored file's extension (lower case, letters and digits), or 'bin'. */
function extensionOf(key: string): string {
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(key);
  return match ? match[1].toLowerCase() : 'bin';
}

const pad = (n: number) => String(n).padStart(2, '0');

function lifeDates(person: Pick<Deceased, 'dateOfBirth' | 'dateOfDeath'>): string {
  const born = calendarDate(person.dateOfBirth);
  const died = calendarDate(person.dateOfDeath);
  return born && died ? `${born} – ${died}` : born || died;
}

async function readAll(stream: Readable, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The family's export (docs/contracts.md "Family export"): 'Scarica tutto' (a page's photos and videos in
 * their original files, its condolences and dedications as HTML and JSON, in a ZIP streamed while it is made),
 * the 'Libro delle condoglianze' PDF, and a person's own data ('Scarica i miei dati', GDPR art. 20).
 */
@Injectable()
export class FamilyExportService {
  constructor(
    private readonly deceased: DeceasedService,
    private readonly condolences: CondolencesService,
    private readonly authoredCondolences: CondolenceExportRead,
    private readonly dedications: DedicationExportRead,
    private readonly gallery: MemorialExportRead,
    private readonly orders: OrderExportRead,
    private readonly accounts: AccountsService,
    private readonly storage: MediaStorage,
    private readonly renderPool: RenderPool,
    private readonly roles: PageRoles,
  ) {}

  /** The page when `user` is its family (mayExportPage); else 404, as for a page that does not exist. */
  async familyPage(rawId: string, user: User): Promise<Deceased> {
    const person = await this.deceased.findById(parseId(rawId));
    const role = person ? await this.roles.roleOn(person.id, user.id) : null;
    if (!person || !mayExportPage(user, person, role)) throw DeceasedErrors.panelNotFound();
    return person;
  }

  /** 'Scarica tutto': the page's archive, ready to stream. Missing stored files are left out (and unlisted). */
  async pageZip(rawId: string, user: User, now = new Date()): Promise<PreparedZip> {
    const person = await this.familyPage(rawId, user);
    const archive = await this.pageArchive(person, now);
    const sizes = await this.sizes(archive.media.map((media) => media.key));
    // Only files that exist are listed, so every link of the page opens.
    archive.media = archive.media.filter((media) => sizes.has(media.key));
    const present = new Set(archive.media.map((media) => media.file));
    for (const dedication of archive.dedications)
      if (dedication.file && !present.has(dedication.file)) dedication.file = null;

    const html = pageArchiveHtml(archive);
    const json = pageArchiveJson(archive);
    const entries: ZipEntry[] = [
      { name: 'condoglianze-e-dediche.html', content: html, date: now },
      { name: 'condoglianze-e-dediche.json', content: json, date: now },
      ...archive.media.map((media) => ({ name: media.file, key: media.key, date: now })),
    ];
    const mediaBytes = archive.media.reduce((sum, media) => sum + (sizes.get(media.key) ?? 0), 0);
    const name = [fileSlug(person.surname), fileSlug(person.name)].filter((part) => part).join('-');
    return {
      filename: `ricordo-${name || person.id}.zip`,
      files: entries.length,
      estimatedBytes: mediaBytes + Buffer.byteLength(html) + Buffer.byteLength(json),
      write: (out) => writeZip(out, entries, this.storage),
    };
  }

  /** 'Libro delle condoglianze': the cover with the photo, every published condolence and accepted dedication. */
  async book(rawId: string, user: User, now = new Date()): Promise<{ filename: string; body: Buffer }> {
    const person = await this.familyPage(rawId, user);
    // spec panels §4: the book is not printed while the plaque is sold on account.
    if (person.contoVendita === 1) throw CardErrors.bookUnpaid();
    const [condolences, dedications, photo] = await Promise.all([
      this.condolences.publishedOf(person.id),
      this.dedications.acceptedOn(person.id),
      this.coverPhoto(person),
    ]);
    const fullName = `${person.name} ${person.surname}`.trim();
    const body = await this.renderPool.run('family.book', {
      fullName,
      dates: lifeDates(person),
      photo,
      printedAt: romeMinute(now),
      condolences: condolences.map((item) => ({
        name: item.authorName,
        text: item.text,
        when: romeMinute(new Date(item.time * 1000)),
      })),
      dedications: dedications.map((item) => ({
        kind: DEDICATION_NAMES[item.type],
        name: item.sign || 'Anonimo',
        text: item.text,
        when: romeMinute(item.createdAt),
      })),
    });
    const name = [fileSlug(person.surname), fileSlug(person.name)].filter((part) => part).join('-');
    return { filename: `libro-condoglianze-${name || person.id}.pdf`, body };
  }

  /** 'Scarica i miei dati': the person's account, addresses, zones, pages, orders, condolences and dedications. */
  async personZip(user: User, now = new Date()): Promise<PreparedZip> {
    const [account, pages, orders, condolences, dedications] = await Promise.all([
      this.accounts.getUserData(user),
      this.deceased.findOwnedBy(user.id),
      this.orders.placedBy(user.id),
      this.authoredCondolences.writtenBy(user.id),
      this.dedications.givenBy(user.id),
    ]);
    const ids = [...new Set([...condolences, ...dedications].map((item) => item.deceasedId))];
    const people = new Map((await this.deceased.findByIds(ids)).map((person) => [person.id, person]));
    const nameOf = (id: number) => {
      const person = people.get(id);
      return person ? `${person.name} ${person.surname}`.trim() : `ID ${id}`;
    };
    const archive = {
      exportedAt: now,
      account,
      pages: pages.map((page) => ({ id: page.id, name: page.name, surname: page.surname })),
      orders,
      condolences: condolences.map((item) => ({ ...item, deceasedName: nameOf(item.deceasedId) })),
      dedications: dedications.map((item) => ({ ...item, deceasedName: nameOf(item.deceasedId) })),
    };
    const json = personArchiveJson(archive);
    const html = personArchiveHtml(archive);
    const entries: ZipEntry[] = [
      { name: 'i-miei-dati.json', content: json, date: now },
      { name: 'i-miei-dati.html', content: html, date: now },
    ];
    return {
      filename: `ricordo-i-miei-dati-${fileSlug(user.username) || user.id}.zip`,
      files: entries.length,
      estimatedBytes: Buffer.byteLength(json) + Buffer.byteLength(html),
      write: (out) => writeZip(out, entries, this.storage),
    };
  }

  /** What the page's archive holds: its texts and its media files, each with a safe name in the ZIP. */
  private async pageArchive(person: Deceased, now: Date): Promise<PageArchive> {
    const [condolences, dedications, gallery] = await Promise.all([
      this.condolences.publishedOf(person.id),
      this.dedications.acceptedOn(person.id),
      this.gallery.galleryOf(person.id),
    ]);
    const media: ArchiveMedia[] = [];
    if (person.photo)
      media.push({
        file: `foto/foto-del-defunto.${extensionOf(person.photo)}`,
        kind: 'photo',
        source: 'page-photo',
        key: person.photo,
      });
    if (person.lapidePhoto && person.lapidePhoto !== person.photo)
      media.push({
        file: `foto/foto-della-lapide.${extensionOf(person.lapidePhoto)}`,
        kind: 'photo',
        source: 'tombstone-photo',
        key: person.lapidePhoto,
      });
    const counts = { photo: 0, video: 0 };
    for (const item of gallery) {
      counts[item.type] += 1;
      media.push({
        file: `${item.type === 'photo' ? 'foto' : 'video'}/galleria-${pad(counts[item.type])}.${extensionOf(item.key)}`,
        kind: item.type,
        source: 'gallery',
        key: item.key,
      });
    }
    const archived = dedications.map((item) => {
      let file: string | null = null;
      if (item.mediaKey && item.mediaType) {
        const who = fileSlug(item.sign ?? '') || 'anonimo';
        file = `dediche/dedica-${item.id}-${who}.${extensionOf(item.mediaKey)}`;
        media.push({
          file,
          kind: item.mediaType,
          source: 'dedication',
          key: item.mediaKey,
          dedicationId: item.id,
        });
      }
      return {
        id: item.id,
        type: item.type,
        text: item.text,
        sign: item.sign,
        createdAt: item.createdAt,
        file,
        mediaType: file ? item.mediaType : null,
      };
    });
    return {
      deceased: {
        id: person.id,
        name: person.name,
        surname: person.surname,
        dates: lifeDates(person),
        dateOfBirth: person.dateOfBirth,
        dateOfDeath: person.dateOfDeath,
      },
      exportedAt: now,
      condolences: condolences.map((item) => ({
        id: item.ID,
        authorName: item.authorName,
        text: item.text,
        publishedAt: new Date(item.time * 1000),
      })),
      dedications: archived,
      media,
    };
  }

  /** The size of each stored file that exists, by key. */
  private async sizes(keys: string[]): Promise<Map<string, number>> {
    const sizes = new Map<string, number>();
    for (let at = 0; at < keys.length; at += STATS_AT_ONCE) {
      const batch = keys.slice(at, at + STATS_AT_ONCE);
      const stats = await Promise.all(batch.map((key) => this.storage.stat(key)));
      batch.forEach((key, index) => {
        const stat = stats[index];
        if (stat) sizes.set(key, stat.size);
      });
    }
    return sizes;
  }

  /** The page's photo for the book's cover when it is a JPEG or PNG that pdfmake draws; else none. */
  private async coverPhoto(person: Deceased): Promise<{ type: 'jpeg' | 'png'; bytes: Buffer } | null> {
    const key = person.photo ?? person.lapidePhoto;
    const stream = key ? await this.storage.read(key) : null;
    const bytes = stream ? await readAll(stream, COVER_PHOTO_MAX_BYTES) : null;
    if (!bytes) return null;
    if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { type: 'jpeg', bytes };
    if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
      return { type: 'png', bytes };
    return null;
  }
}
