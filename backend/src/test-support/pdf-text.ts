import { PDFParse } from 'pdf-parse';

/** A PDF's text, its page sizes in points and how many images its pages hold (pdf-parse). */
export async function pdfText(
  pdf: Buffer,
): Promise<{ text: string; pages: Array<{ width: number; height: number }>; images: number }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const text = (await parser.getText()).text;
    const info = await parser.getInfo({ parsePageInfo: true });
    const images = (await parser.getImage({ imageBuffer: false, imageDataUrl: false })).pages.reduce(
      (sum, page) => sum + page.images.length,
      0,
    );
    return {
      text,
      pages: (info.pages ?? []).map((page) => ({ width: page.width, height: page.height })),
      images,
    };
  } finally {
    await parser.destroy();
  }
}
