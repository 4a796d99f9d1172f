// The calls of the partner's #qrcode section, by operationId (docs/contracts.md "Plaques": partner codes).
import { api, type Schema } from '@ricordo/shared-design';

export type PartnerQrRow = Schema<'PartnerQrcodeRowDto'>;
export type NewTemporaryCode = Schema<'TemporaryQrcodeDto'>;

/** POST qrcodeRequest/1: one temporary code valid 30 days. */
export async function requestTemporaryCode(): Promise<{ codes: string[]; made: NewTemporaryCode }> {
  const answer = await api.call('qrcodeRequest', { path: { amount: '1' } });
  return { codes: answer.data.deceasedIDs, made: answer.data.qrcodes[0] };
}

/** The public page where a partner buys a temporary code as permanent (PaymentModal lives in mfe-public). */
export function buyPath(code: string): string {
  return `/buy-qrCode?temporary=${encodeURIComponent(code)}`;
}

/** The activation form, with the code filled in when known. */
export function activatePath(code?: string): string {
  return code ? `/activate-qrCode?code=${encodeURIComponent(code)}` : '/activate-qrCode';
}
