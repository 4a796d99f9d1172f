// The calls of #richiedi-qrcode (by operationId) and the addresses of its downloads.
import { api, type CallData } from '@ricordo/shared-design';

export type GeneratedQrCode = CallData<'generateQrcode'>['qrcodeData'][number];

/** GET /api/admin/generateQrcode?amount= (the kit sends the CSRF header: this GET creates codes). */
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

/** 'Visualizza qr-code'. */
export function imagePath(id: number): string {
  return `/api/admin/qrcodes/${id}/image.png`;
}
