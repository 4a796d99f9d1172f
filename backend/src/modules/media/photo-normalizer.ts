import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { decodeBmp, readBmpHeader } from './bmp-decoder';
import type { SniffedType } from './file-type';
import { MediaErrors } from './media.errors';

// Uploads are read once from temporary files that are deleted right after: libvips must not keep them
// open in its file cache (a deleted file's space is only freed when its last descriptor closes).
sharp.cache({ files: 0 });

/** Largest photo decoded (docs/contracts.md "Uploads": 40 megapixel). */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface NormalizedPhoto {
  path: string;
  mime: 'image/jpeg' | 'image/png';
  ext: 'jpg' | 'png';
  width: number;
  height: number;
}

/** What sharp formats each sniffed photo type must decode as. */
const SHARP_FORMAT: Record<string, string> = { png: 'png', jpg: 'jpeg', gif: 'gif', webp: 'webp' };

/**
 * Re-encodes an uploaded photo: the size is read from the header first, so an image of more than
 * MAX_INPUT_PIXELS is refused before any pixel is decoded; then the EXIF orientation is applied and the
 * image written again as JPEG (PNG when it has transparent pixels) with no metadata at all (EXIF, GPS, XMP,
 * IPTC, comments). Only the first frame of an animated GIF is kept. `target` gets the extension.
 */
export async function normalizePhoto(
  source: string,
  type: SniffedType,
  target: string,
): Promise<NormalizedPhoto> {
  const input = type.ext === 'bmp' ? await openBmp(source) : await openWithSharp(source, type);
  // An alpha channel that is fully opaque (GIFs always load with one) is no transparency.
  const png = input.hasAlpha && (await transparencyOf(input));
  const path = `${target}.${png ? 'png' : 'jpg'}`;
  try {
    const pipeline = input.image().rotate();
    const output = png
      ? pipeline.png()
      : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true });
    const info = await output.toFile(path);
    return {
      path,
      mime: png ? 'image/png' : 'image/jpeg',
      ext: png ? 'png' : 'jpg',
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw MediaErrors.imageTooLarge();
    throw MediaErrors.invalidFileType();
  }
}

/** Whether any pixel is not fully opaque (decodes the image once; the pixel cap was checked before). */
async function transparencyOf(input: OpenedPhoto): Promise<boolean> {
  try {
    return !(await input.image().stats()).isOpaque;
  } catch {
    throw MediaErrors.invalidFileType();
  }
}

interface OpenedPhoto {
  hasAlpha: boolean;
  image(): sharp.Sharp;
}

async function openWithSharp(source: string, type: SniffedType): Promise<OpenedPhoto> {
  let header: sharp.Metadata;
  try {
    // metadata() parses the header only; the pixel cap is checked here before libvips decodes anything.
    header = await sharp(source, { limitInputPixels: false }).metadata();
  } catch {
    throw MediaErrors.invalidFileType();
  }
  if (!header.width || !header.height || header.format !== SHARP_FORMAT[type.ext])
    throw MediaErrors.invalidFileType();
  if (header.width * header.height > MAX_INPUT_PIXELS) throw MediaErrors.imageTooLarge();
  return {
    hasAlpha: header.hasAlpha === true,
    image: () => sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }),
  };
}

async function openBmp(source: string): Promise<OpenedPhoto> {
  const data = await readFile(source);
  const header = readBmpHeader(data);
  if (!header) throw MediaErrors.invalidFileType();
  if (header.width * header.height > MAX_INPUT_PIXELS) throw MediaErrors.imageTooLarge();
  const decoded = decodeBmp(data, header);
  if (!decoded) throw MediaErrors.invalidFileType();
  const { pixels, width, height, channels } = decoded;
  return { hasAlpha: channels === 4, image: () => sharp(pixels, { raw: { width, height, channels } }) };
}
