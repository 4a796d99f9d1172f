export type MediaKind = 'photo' | 'video';

export interface SniffedType {
  kind: MediaKind;
  mime: string;
  ext: string;
}

/** Bytes of the file's start that `sniffFileType` needs. */
export const SNIFF_BYTES = 16;

const ascii = (head: Buffer, start: number, end: number) => head.subarray(start, end).toString('latin1');
const startsWith = (head: Buffer, bytes: number[]) =>
  head.length >= bytes.length && bytes.every((byte, index) => head[index] === byte);

/** ISO base media brands that are MP4 / M4V video (not HEIC/AVIF images, not QuickTime). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'dash',
  'mmp4',
  'MSNV',
  'f4v ',
]);
const M4V_BRANDS = new Set(['M4V ', 'M4VH', 'M4VP']);

/**
 * The type of a file from its first bytes alone (the name and the browser's MIME type are never
 * trusted): photos PNG, JPEG, GIF, BMP, WebP; videos MP4/M4V (`ftyp` box) and AVI (`RIFF....AVI `).
 */
export function sniffFileType(head: Buffer): SniffedType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'photo', mime: 'image/png', ext: 'png' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { kind: 'photo', mime: 'image/jpeg', ext: 'jpg' };
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')
    return { kind: 'photo', mime: 'image/gif', ext: 'gif' };
  if (ascii(head, 0, 2) === 'BM' && head.length >= 14)
    return { kind: 'photo', mime: 'image/bmp', ext: 'bmp' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP')
    return { kind: 'photo', mime: 'image/webp', ext: 'webp' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'AVI ')
    return { kind: 'video', mime: 'video/x-msvideo', ext: 'avi' };
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (M4V_BRANDS.has(brand)) return { kind: 'video', mime: 'video/x-m4v', ext: 'm4v' };
    if (MP4_BRANDS.has(brand)) return { kind: 'video', mime: 'video/mp4', ext: 'mp4' };
  }
  return null;
}
