import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Files for upload tests, built in memory (test support for the media module and its users). */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A well-formed PNG header claiming width × height RGB pixels, with a tiny IDAT: the pixels are never
 * allocated, so a 20 000 × 20 000 image costs a few bytes.
 */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(16))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG taken "by a phone": EXIF with the maker and a GPS position. */
export function jpegWithGps(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'RicordoPhone', Model: 'Test' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '45/1 27/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '9/1 11/1 0/1',
      },
    })
    .toBuffer();
}

/** True when an EXIF block holds a GPS IFD pointer (tag 0x8825, either byte order). */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

/** A PNG with a transparent pixel. */
export function transparentPng(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .toBuffer();
}

/** An uncompressed 24-bit BMP of one colour. */
export function bmp24(width: number, height: number): Buffer {
  const rowBytes = Math.ceil((width * 24) / 32) * 4;
  const data = Buffer.alloc(54 + rowBytes * height);
  data.write('BM', 0, 'latin1');
  data.writeUInt32LE(data.length, 2);
  data.writeUInt32LE(54, 10);
  data.writeUInt32LE(40, 14);
  data.writeInt32LE(width, 18);
  data.writeInt32LE(height, 22);
  data.writeUInt16LE(1, 26);
  data.writeUInt16LE(24, 28);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) data.set([0x20, 0x80, 0xe0], 54 + y * rowBytes + x * 3);
  return data;
}

/** The first bytes of an ELF executable followed by filler. */
export function elfExecutable(): Buffer {
  return Buffer.concat([
    Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
    Buffer.alloc(4096, 0x90),
  ]);
}

/** An MP4 video's start: an `ftyp` box of brand isom, then filler standing for the movie. */
export function mp4Video(bytes = 64 * 1024): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x20]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2avc1mp41', 'latin1'),
  ]);
  return Buffer.concat([ftyp, Buffer.alloc(bytes - ftyp.length, 0x11)]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);
