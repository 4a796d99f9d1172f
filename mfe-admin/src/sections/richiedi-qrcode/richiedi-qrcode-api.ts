// The calls of #richiedi-qrcode (by operationId) and the addresses of its downloads.
import { api, type CallData } from '@ricordo/shared-design';

export type GeneratedQrCode = CallData<'generateQrcode'>['qrcodeData'][number];

/** POST /api/admin/generateQrcode?amount= (creates codes). */
export async function generateQrcodes(
  amount: number,
): Promise<{ codes: GeneratedQrCode[]; message: string }> {
  const answer = await api.call('generateQrcode', { query: { amount } });
  return { codes: answer.data.qrcodeData, message: answer.message };
}

/** The print sheet of these plaques (same origin: the session cookie goes with the download). */
export function sheetPath(layout: 'a4' | 'grid', ids: number[]): string {
  return `/api/admin/qrcodes/pdf?layout=${layout}&ids=${ids.join(',')}`;
}

/** The print sheet's file name, as the server names it: 'qrcode-a4-41-43.pdf', 'qrcode-grid-41.pdf'. */
export function sheetFilename(layout: 'a4' | 'grid', ids: number[]): string {
  const sorted = [...ids].sort((a, b) => a - b);
  const range = sorted.length === 1 ? `${sorted[0]}` : `${sorted[0]}-${sorted[sorted.length - 1]}`;
  return `qrcode-${layout}-${range}.pdf`;
}

/** 'Visualizza qr-code'. */
export function imagePath(id: number): string {
  return `/api/admin/qrcodes/${id}/image.png`;
}
