import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../../../common/pdf';
import { backgroundSvg, manifestoFonts, symbolSvg } from './manifesto-assets';
import { INK, PAGE_HEIGHT, PAGE_WIDTH, qrPath, type ManifestoLayout } from './manifesto-layout';

export type ManifestoPaper = 'A3' | '70x100';
export const MANIFESTO_PAPERS: readonly ManifestoPaper[] = ['A3', '70x100'];

const CM = 72 / 2.54;
/** Paper sizes in PDF points (A3 as pdfmake has it; 70 × 100 cm). */
export const PAPER_SIZES: Record<ManifestoPaper, { width: number; height: number }> = {
  A3: { width: 841.89, height: 1190.55 },
  '70x100': { width: 70 * CM, height: 100 * CM },
};

interface Placement {
  /** Points per page unit. */
  k: number;
  /** Vertical offset of the layout on the paper (70×100 is a little taller than A3's proportion). */
  dy: number;
}

function qrSvg(path: string, modules: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 ${modules + 4} ${modules + 4}"><rect x="-2" y="-2" width="${modules + 4}" height="${modules + 4}" fill="#ffffff"/><path d="${path}" fill="#000000"/></svg>`;
}

function contentOf(layout: ManifestoLayout, paper: { width: number; height: number }): Content[] {
  const fonts = manifestoFonts();
  const at: Placement = {
    k: paper.width / PAGE_WIDTH,
    dy: (paper.height - (paper.width / PAGE_WIDTH) * PAGE_HEIGHT) / 2,
  };
  const pos = (x: number, y: number) => ({ x: x * at.k, y: at.dy + y * at.k });
  // The background stretches over the whole sheet (its files have preserveAspectRatio="none").
  const content: Content[] = [
    {
      svg: backgroundSvg(layout.background),
      width: paper.width,
      height: paper.height,
      absolutePosition: { x: 0, y: 0 },
    },
  ];
  if (layout.symbol) {
    const svg = symbolSvg(layout.symbol.symbol);
    if (svg)
      content.push({
        svg,
        width: layout.symbol.size * at.k,
        height: layout.symbol.size * at.k,
        absolutePosition: pos(layout.symbol.x, layout.symbol.y),
      });
  }
  if (layout.photo) {
    const { x, y, width, height, data } = layout.photo;
    content.push(
      {
        image: `data:image/jpeg;base64,${data.toString('base64')}`,
        width: width * at.k,
        height: height * at.k,
        absolutePosition: pos(x, y),
      },
      {
        canvas: [
          {
            type: 'rect',
            x: 0,
            y: 0,
            w: width * at.k,
            h: height * at.k,
            lineWidth: 2 * at.k,
            lineColor: '#1a1a1a',
          },
        ],
        absolutePosition: pos(x, y),
      },
    );
  }
  for (const line of layout.lines) {
    const font = fonts[line.weight];
    // pdfmake puts the baseline one ascent below the position it is given.
    const top = line.baseline - (font.ascent / font.unitsPerEm) * line.size;
    content.push({
      text: line.text,
      fontSize: line.size * at.k,
      bold: line.weight === 'bold',
      color: line.color,
      noWrap: true,
      absolutePosition: pos(line.x, top),
    });
  }
  if (layout.qr) {
    const { x, y, size, modules, path } = layout.qr;
    const unit = size / modules;
    content.push({
      svg: qrSvg(path, modules),
      width: (size + 4 * unit) * at.k,
      height: (size + 4 * unit) * at.k,
      absolutePosition: pos(x - 2 * unit, y - 2 * unit),
    });
  }
  return content;
}

/** The layout as a one-page print PDF on the paper (real text, vector background, symbol and QR code). */
export function renderManifestoPdf(
  layout: ManifestoLayout,
  paper: ManifestoPaper,
  title: string,
): Promise<Buffer> {
  const size = PAPER_SIZES[paper];
  const definition: TDocumentDefinitions = {
    info: { title, creator: 'Ricordo' },
    pageSize: size,
    pageMargins: [0, 0, 0, 0],
    defaultStyle: { font: 'Roboto' },
    content: contentOf(layout, size),
  };
  return renderPdf(definition);
}

/**
 * A custom manifesto (an uploaded image) placed on the paper, as large as it fits above a band that carries
 * the QR code and the short link, so a printed custom poster can be checked like a generated one.
 */
export function renderCustomPdf(
  image: { jpeg: Buffer; width: number; height: number },
  paper: ManifestoPaper,
  title: string,
  link: string,
): Promise<Buffer> {
  const size = PAPER_SIZES[paper];
  const band = size.height * 0.08;
  const fit = Math.min(size.width / image.width, (size.height - band) / image.height);
  const width = image.width * fit;
  const height = image.height * fit;
  const qr = qrPath(link);
  const qrSize = band * 0.8;
  const margin = band * 0.1;
  const textSize = band * 0.16;
  return renderPdf({
    info: { title, creator: 'Ricordo' },
    pageSize: size,
    pageMargins: [0, 0, 0, 0],
    defaultStyle: { font: 'Roboto' },
    content: [
      {
        image: `data:image/jpeg;base64,${image.jpeg.toString('base64')}`,
        width,
        height,
        absolutePosition: { x: (size.width - width) / 2, y: (size.height - band - height) / 2 },
      },
      {
        svg: qrSvg(qr.path, qr.modules),
        width: qrSize,
        height: qrSize,
        absolutePosition: { x: size.width - margin - qrSize, y: size.height - band + margin },
      },
      ...['Manifesto originale su Ricordo', link].map((text, index): Content => ({
        text,
        fontSize: textSize,
        color: INK,
        noWrap: true,
        absolutePosition: {
          x: size.width - 2 * margin - qrSize - manifestoFonts().regular.width(text, textSize),
          y: size.height - band + margin + qrSize / 2 + (index - 1) * textSize * 1.3,
        },
      })),
    ],
  });
}
