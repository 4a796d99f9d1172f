import { PDFParse } from 'pdf-parse';
import type { TestApp } from './test-app';
import { newPlaqueCodes, newPlaqueRow, type PlaqueRow } from '../modules/qrcodes/plaque-codes';
import { QrCode } from '../modules/qrcodes/qr-code.entity';

/** A plaque row written straight to the database: in stock unless `fields` says otherwise. */
export async function savePlaque(testApp: TestApp, fields: Partial<PlaqueRow> = {}): Promise<QrCode> {
  const repository = testApp.dataSource.getRepository(QrCode);
  return repository.save(repository.create(newPlaqueRow(newPlaqueCodes(), new Date(), fields)));
}

/** A PDF's text and page sizes (points), read back with pdf-parse. */
export async function readPdf(
  pdf: Buffer,
): Promise<{ text: string; pages: Array<{ width: number; height: number }> }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const text = await parser.getText();
    const info = await parser.getInfo({ parsePageInfo: true });
    return { text: text.text, pages: info.pages.map(({ width, height }) => ({ width, height })) };
  } finally {
    await parser.destroy();
  }
}
