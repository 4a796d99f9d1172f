// The calls of #qrcode by operationId (answer types from the generated schema).
import { api, type CallData, type Schema } from '@ricordo/shared-design';

export type AdminSummary = CallData<'adminSummary'>;
export type OnlineSale = Schema<'OnlineSaleDto'>;
export type QrListItem = Schema<'QrCodeListItemDto'>;

export async function deleteQrcode(id: number): Promise<string> {
  return (await api.call('deleteQrcode', { body: { 'qrcode-id': String(id) } })).message;
}

export async function markAssigned(id: number): Promise<string> {
  return (await api.call('soldQr', { body: { 'qrcode-id': String(id) } })).message;
}

export async function saleOnAccount(id: number): Promise<number> {
  return (await api.call('orderContoVendita', { body: { qrcodeid: String(id) } })).data.orderid;
}
