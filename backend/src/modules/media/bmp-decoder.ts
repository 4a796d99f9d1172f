/**
 * A small BMP reader (sharp's libvips has no BMP loader): uncompressed 1, 4, 8, 24 and 32 bit images
 * (BI_RGB, and BI_BITFIELDS with the usual masks), bottom-up or top-down, to raw RGB(A) pixels that sharp
 * then re-encodes. Anything else (RLE, OS/2 headers, odd masks) is `null`, i.e. not a photo we accept.
 */
export interface BmpHeader {
  width: number;
  height: number;
  topDown: boolean;
  bitsPerPixel: number;
  pixelOffset: number;
  paletteOffset: number;
  paletteSize: number;
  /** 32-bit images with a real alpha mask. */
  alpha: boolean;
}

const BI_RGB = 0;
const BI_BITFIELDS = 3;

/** The header alone (for the pixel cap before any pixel is read). */
export function readBmpHeader(data: Buffer): BmpHeader | null {
  if (data.length < 54 || data.toString('latin1', 0, 2) !== 'BM') return null;
  const pixelOffset = data.readUInt32LE(10);
  const infoSize = data.readUInt32LE(14);
  if (infoSize < 40 || 14 + infoSize > data.length) return null;
  const width = data.readInt32LE(18);
  const rawHeight = data.readInt32LE(22);
  const bitsPerPixel = data.readUInt16LE(28);
  const compression = data.readUInt32LE(30);
  if (width <= 0 || rawHeight === 0 || ![1, 4, 8, 24, 32].includes(bitsPerPixel)) return null;
  let alpha = false;
  if (compression === BI_BITFIELDS) {
    if (bitsPerPixel !== 32 || infoSize < 52) return null;
    const [red, green, blue] = [data.readUInt32LE(54), data.readUInt32LE(58), data.readUInt32LE(62)];
    if (red !== 0x00ff0000 || green !== 0x0000ff00 || blue !== 0x000000ff) return null;
    alpha = infoSize >= 56 && data.readUInt32LE(66) === 0xff000000;
  } else if (compression !== BI_RGB) return null;
  const colours = data.readUInt32LE(46);
  return {
    width,
    height: Math.abs(rawHeight),
    topDown: rawHeight < 0,
    bitsPerPixel,
    pixelOffset,
    paletteOffset: 14 + infoSize,
    paletteSize: bitsPerPixel <= 8 ? colours || 1 << bitsPerPixel : 0,
    alpha,
  };
}

/** Decodes the pixels of a header from `readBmpHeader`; null when the file is shorter than it claims. */
export function decodeBmp(
  data: Buffer,
  header: BmpHeader,
): { pixels: Buffer; width: number; height: number; channels: 3 | 4 } | null {
  const { width, height, bitsPerPixel } = header;
  const rowBytes = Math.ceil((width * bitsPerPixel) / 32) * 4;
  if (header.pixelOffset + rowBytes * height > data.length) return null;
  if (header.paletteOffset + header.paletteSize * 4 > data.length) return null;
  const channels = header.alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    const row = header.pixelOffset + rowBytes * (header.topDown ? y : height - 1 - y);
    for (let x = 0; x < width; x++) {
      const out = (y * width + x) * channels;
      let b: number;
      let g: number;
      let r: number;
      if (bitsPerPixel >= 24) {
        const at = row + x * (bitsPerPixel / 8);
        [b, g, r] = [data[at], data[at + 1], data[at + 2]];
        if (channels === 4) pixels[out + 3] = data[at + 3];
      } else {
        const bit = x * bitsPerPixel;
        const byte = data[row + (bit >> 3)];
        const index = (byte >> (8 - bitsPerPixel - (bit & 7))) & ((1 << bitsPerPixel) - 1);
        if (index >= header.paletteSize) return null;
        const entry = header.paletteOffset + index * 4;
        [b, g, r] = [data[entry], data[entry + 1], data[entry + 2]];
      }
      pixels[out] = r;
      pixels[out + 1] = g;
      pixels[out + 2] = b;
    }
  }
  return { pixels, width, height, channels };
}
