import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import type { Deceased } from '../../deceased/deceased.entity';
import { DeceasedRecordsService } from '../../deceased/deceased-records.service';
import { DeceasedService } from '../../deceased/deceased.service';
import { DomainEvents, pageContentChanged } from '../../domain-events/domain-events.service';
import { MediaStorage } from '../../media/storage/media-storage';
import { parseManifestTexts, type ManifestTexts } from '../manifest-texts';
import { RenderPool } from '../../../common/render-pool/render-pool';
import { MANIFESTO_BACKGROUNDS } from './manifesto-assets';
import type { ManifestoJobData } from './manifesto-jobs';
import { JPEG_WIDTH } from './manifesto-jpeg';
import type { ManifestoPaper } from './manifesto-pdf';

/** What a preview (createManifest) or a stored record gives the renderer. */
export interface ManifestoData {
  name: string;
  surname: string;
  gender: string;
  age: number | null;
  /** Photo bytes in any format sharp reads, or null. */
  photo: Buffer | null;
  /** Background list ID (manifestBg). */
  bg: number | null;
  texts: ManifestTexts | null;
  publishDate: Date;
  /** The record's id; null for a preview of a notice not saved yet. */
  deceasedId: number | null;
}

/** The largest custom manifesto served as uploaded; beyond it (or not a JPEG) it is re-encoded. */
const CUSTOM_AS_IS_BYTES = 300_000;

/**
 * The manifesto: one layout rendered to the WhatsApp JPEG and to the print PDF (A3 and
 * 70×100 cm). `regenerate` keeps `deceased.manifestImage` (the last good render) up to date; a custom
 * manifesto (`manifestCustom`) wins while set. Every render runs in the render pool (manifesto-jobs.ts).
 */
@Injectable()
export class ManifestoService {
  private readonly logger = new Logger(ManifestoService.name);
  private readonly thumbnails = new Map<number, Promise<Buffer>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly storage: MediaStorage,
    private readonly domainEvents: DomainEvents,
    private readonly deceasedService: DeceasedService,
    private readonly records: DeceasedRecordsService,
    private readonly renderPool: RenderPool,
  ) {}

  /** The short link printed on the manifesto: numeric paths redirect to /memorial?{number}. */
  shortLink(deceasedId: number | null): string {
    return deceasedId === null ? this.config.publicUrl : `${this.config.publicUrl}/000${deceasedId}`;
  }

  /** Renders the record's manifesto, stores it and points `manifestImage` at it; false (logged) on failure. */
  async regenerate(deceasedId: number): Promise<boolean> {
    const previous = await this.deceasedService.findById(deceasedId);
    if (!previous) {
      this.logger.warn(`Manifesto of deceased ${deceasedId} not regenerated: no such record`);
      return false;
    }
    let key: string | null = null;
    try {
      const jpeg = await this.renderJpeg(await this.dataOf(previous));
      key = `manifesto/${deceasedId}/${randomBytes(12).toString('hex')}.jpg`;
      await this.storage.write(key, Readable.from([jpeg]));
      await this.records.setManifestImage(this.dataSource.manager, deceasedId, key);
    } catch (error) {
      this.logger.error(
        `Manifesto of deceased ${deceasedId} not regenerated, the previous one stays: ${(error as Error).message}`,
      );
      if (key) await this.storage.delete(key).catch(() => undefined);
      return false;
    }
    if (previous.manifestImage && previous.manifestImage !== key)
      await this.storage.delete(previous.manifestImage).catch(() => undefined);
    await this.domainEvents.raise(null, pageContentChanged(deceasedId, 'manifesto'));
    return true;
  }

  /** The manifesto JPEG of a record: the custom one if set, else the stored render, else a fresh render. */
  async jpeg(deceasedId: number): Promise<Buffer> {
    const deceased = await this.record(deceasedId);
    if (deceased.manifestCustom) return this.customJpeg(deceased.manifestCustom);
    if (deceased.manifestImage) {
      const stored = await this.readMedia(deceased.manifestImage);
      if (stored) return stored;
    }
    return this.renderJpeg(await this.dataOf(deceased));
  }

  /** The print PDF of a record on A3 or 70×100 cm; a custom manifesto is placed on the page. */
  async pdf(deceasedId: number, paper: ManifestoPaper): Promise<Buffer> {
    const deceased = await this.record(deceasedId);
    const title = `Manifesto di ${deceased.name} ${deceased.surname}`;
    if (deceased.manifestCustom) {
      const jpeg = await this.customJpeg(deceased.manifestCustom);
      const { width = 1, height = 1 } = await sharp(jpeg).metadata();
      return this.renderPool.run('manifesto.customPdf', {
        image: { jpeg, width, height },
        paper,
        title,
        link: this.shortLink(deceasedId),
      });
    }
    return this.renderPool.run('manifesto.pdf', {
      data: this.jobData(await this.dataOf(deceased)),
      paper,
      title,
    });
  }

  /** The preview of form data (createManifest), nothing stored. */
  async preview(data: ManifestoData): Promise<Buffer> {
    return this.renderJpeg(data);
  }

  renderJpeg(data: ManifestoData): Promise<Buffer> {
    return this.renderPool.run('manifesto.jpeg', this.jobData(data));
  }

  renderPdf(data: ManifestoData, paper: ManifestoPaper): Promise<Buffer> {
    return this.renderPool.run('manifesto.pdf', {
      data: this.jobData(data),
      paper,
      title: `Manifesto di ${data.name} ${data.surname}`,
    });
  }

  /** The background list's thumbnail: an empty poster with its symbol, 270 px wide; null for no such ID. */
  thumbnail(backgroundId: number): Promise<Buffer> | null {
    const background = MANIFESTO_BACKGROUNDS.find((entry) => entry.ID === backgroundId);
    if (!background) return null;
    let made = this.thumbnails.get(background.ID);
    if (!made) {
      made = this.renderPool.run('manifesto.thumbnail', background.ID);
      made.catch(() => this.thumbnails.delete(background.ID));
      this.thumbnails.set(background.ID, made);
    }
    return made;
  }

  /** Width and height of an image. */
  async size(image: Buffer): Promise<{ width?: number; height?: number }> {
    const { width, height } = await sharp(image).metadata();
    return { width, height };
  }

  /** The record, or an Error (the callers' routes check existence and rights first). */
  private async record(deceasedId: number): Promise<Deceased> {
    const deceased = await this.deceasedService.findById(deceasedId);
    if (!deceased) throw new Error(`Deceased ${deceasedId} not found`);
    return deceased;
  }

  private async dataOf(deceased: Deceased): Promise<ManifestoData> {
    let photo: Buffer | null = null;
    if (deceased.manifestPhoto) {
      photo = await this.readMedia(deceased.manifestPhoto);
      if (!photo) this.logger.warn(`Manifesto photo ${deceased.manifestPhoto} of ${deceased.id} is missing`);
    }
    return {
      name: deceased.name,
      surname: deceased.surname,
      gender: deceased.gender,
      age: deceased.age,
      photo,
      bg: deceased.manifestBg,
      texts: parseManifestTexts(deceased.manifestTexts),
      publishDate: deceased.publicationTime,
      deceasedId: deceased.id,
    };
  }

  /** What a render job gets: the data and the short link it prints. */
  private jobData(data: ManifestoData): ManifestoJobData {
    return {
      name: data.name,
      surname: data.surname,
      gender: data.gender,
      age: data.age,
      photo: data.photo,
      bg: data.bg,
      texts: data.texts,
      publishDate: data.publishDate,
      link: this.shortLink(data.deceasedId),
    };
  }

  private async readMedia(key: string): Promise<Buffer | null> {
    const stream = await this.storage.read(key);
    return stream ? buffer(stream) : null;
  }

  /** The custom manifesto as a JPEG: as uploaded when it is a small JPEG, else re-encoded 1080 px wide. */
  private async customJpeg(key: string): Promise<Buffer> {
    const bytes = await this.readMedia(key);
    if (!bytes) throw new Error(`Custom manifesto ${key} is missing`);
    const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
    if (isJpeg && bytes.length <= CUSTOM_AS_IS_BYTES) return bytes;
    return sharp(bytes)
      .rotate()
      .resize({ width: JPEG_WIDTH, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
  }
}
