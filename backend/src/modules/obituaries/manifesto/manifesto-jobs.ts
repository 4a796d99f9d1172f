import sharp from 'sharp';
import { backgroundOf, MANIFESTO_BACKGROUNDS } from './manifesto-assets';
import { renderManifestoJpeg } from './manifesto-jpeg';
import {
  emptyLayout,
  layoutManifesto,
  PHOTO_BOX,
  symbolPlacement,
  type ManifestoInput,
} from './manifesto-layout';
import { renderCustomPdf, renderManifestoPdf, type ManifestoPaper } from './manifesto-pdf';
import type { ManifestoData } from './manifesto.service';

/**
 * The manifesto's renders as render-pool jobs (common/render-pool): everything from the form's data to the
 * bytes — photo crop, layout with its text measuring, SVG or PDF — runs in a worker thread.
 */

/** What the service sends a manifesto render: the form's or the record's data and the printed link. */
export type ManifestoJobData = Omit<ManifestoData, 'deceasedId'> & { link: string };

/**
 * Photo pixels per page unit: the JPEG is 1.08 px per unit; print gets 2.5 (about 210 dpi on A3, 90 dpi on
 * 70×100 cm, where the poster is seen from a distance).
 */
const PHOTO_PX_PER_UNIT = { jpeg: 1.1, print: 2.5 } as const;

/** The renderer's input; the photo cropped to the photo box at `pxPerUnit` pixels per page unit. */
async function inputOf(data: ManifestoJobData, pxPerUnit: number): Promise<ManifestoInput> {
  const background = backgroundOf(data.bg);
  const photo = data.photo
    ? await sharp(data.photo)
        .rotate()
        .resize(Math.round(PHOTO_BOX.width * pxPerUnit), Math.round(PHOTO_BOX.height * pxPerUnit), {
          fit: 'cover',
        })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85 })
        .toBuffer()
    : null;
  return {
    name: data.name,
    surname: data.surname,
    gender: data.gender,
    age: data.age,
    photo,
    background,
    symbol: background.symbol,
    texts: data.texts,
    publishDate: data.publishDate,
    link: data.link,
  };
}

export async function manifestoJpegJob(data: ManifestoJobData): Promise<Buffer> {
  return renderManifestoJpeg(layoutManifesto(await inputOf(data, PHOTO_PX_PER_UNIT.jpeg)));
}

export async function manifestoPdfJob(job: {
  data: ManifestoJobData;
  paper: ManifestoPaper;
  title: string;
}): Promise<Buffer> {
  return renderManifestoPdf(
    layoutManifesto(await inputOf(job.data, PHOTO_PX_PER_UNIT.print)),
    job.paper,
    job.title,
  );
}

export function customManifestoPdfJob(job: {
  image: { jpeg: Buffer; width: number; height: number };
  paper: ManifestoPaper;
  title: string;
  link: string;
}): Promise<Buffer> {
  return renderCustomPdf(job.image, job.paper, job.title, job.link);
}

/** The background list's thumbnail: an empty poster with its symbol, 270 px wide. */
export async function manifestoThumbnailJob(backgroundId: number): Promise<Buffer> {
  const background = MANIFESTO_BACKGROUNDS.find((entry) => entry.ID === backgroundId);
  if (!background) throw new Error(`No manifesto background ${backgroundId}`);
  const layout = emptyLayout(background);
  layout.symbol = symbolPlacement(background.symbol);
  return sharp(await renderManifestoJpeg(layout))
    .resize({ width: 270 })
    .jpeg({ quality: 80 })
    .toBuffer();
}
