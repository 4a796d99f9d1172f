import { join } from 'node:path';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { PDF_FONT_DIR } from '../../../common/pdf';
import type { CardSubject } from './card-subject.service';

/** The JPEG is for WhatsApp: as wide as the manifesto, at most this (issue 11: about 1080 px). */
export const CARD_JPEG_MAX_WIDTH = 1080;
const FONT_FILE = join(PDF_FONT_DIR, 'Roboto-Regular.ttf');
const BACKGROUND = '#f6f4f0';

function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Pango markup rendered by sharp with the project's Roboto file (nothing from the system or the net). */
function textImage(markup: string, width: number, size: number): Promise<Buffer> {
  return sharp({
    text: {
      text: markup,
      font: `Roboto ${size}px`,
      fontfile: FONT_FILE,
      width,
      rgba: true,
      wrap: 'word-char',
    },
  })
    .png()
    .toBuffer();
}

/**
 * 'Manifesto + Cartoncino Qr' as JPEG: the manifesto and, under it, the small card with the QR code and
 * the link of the notice on Ricordo, so a forwarded poster can be checked against the funeral home's own.
 */
export async function obituaryCardJpeg(subject: CardSubject, manifestoJpeg: Buffer): Promise<Buffer> {
  const manifesto = sharp(manifestoJpeg).rotate();
  const meta = await manifesto.metadata();
  const width = Math.min(meta.autoOrient?.width ?? meta.width ?? CARD_JPEG_MAX_WIDTH, CARD_JPEG_MAX_WIDTH);
  const top = await manifesto
    .resize({ width, withoutEnlargement: true })
    .jpeg()
    .toBuffer({ resolveWithObject: true });
  const unit = width / 1080;
  const pad = Math.round(36 * unit);
  const gap = Math.round(24 * unit);
  const qrSize = Math.round(260 * unit);
  const [qr, text] = await Promise.all([
    QRCode.toBuffer(subject.links.page, { type: 'png', width: qrSize, margin: 1, errorCorrectionLevel: 'Q' }),
    textImage(
      [
        `<span size="${Math.round(34 * unit * 1024)}" weight="bold">${escapeMarkup(subject.fullName)}</span>`,
        `<span foreground="#57524b">Necrologio originale su Ricordo</span>`,
        '',
        `<span foreground="#2f4858">${escapeMarkup(subject.links.page)}</span>`,
        '',
        'Inquadra il QR code per verificare il necrologio e lasciare un pensiero.',
      ].join('\n'),
      width - qrSize - 3 * pad - 2 * gap,
      Math.max(12, Math.round(26 * unit)),
    ),
  ]);
  const textHeight = (await sharp(text).metadata()).height ?? 0;
  const cardHeight = Math.max(qrSize, textHeight) + 2 * pad;
  const cardTop = top.info.height + gap;
  const card = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width - 2 * gap}" height="${cardHeight}">` +
      `<rect x="1" y="1" width="${width - 2 * gap - 2}" height="${cardHeight - 2}" rx="${Math.round(16 * unit)}" ` +
      `fill="#ffffff" stroke="#d9d3ca" stroke-width="2"/></svg>`,
  );
  const textTop = cardTop + Math.round((cardHeight - textHeight) / 2);
  return sharp({
    create: { width, height: cardTop + cardHeight + gap, channels: 3, background: BACKGROUND },
  })
    .composite([
      { input: top.data, top: 0, left: 0 },
      { input: card, top: cardTop, left: gap },
      { input: qr, top: cardTop + Math.round((cardHeight - qrSize) / 2), left: gap + pad },
      { input: text, top: textTop, left: gap + 2 * pad + qrSize },
    ])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
