// The calls of #rinnovi (docs/contracts.md "Lamps", renewals), by operationId through the kit's typed client.
import { api, type CallData, type Schema } from '@ricordo/shared-design';

export type Renewal = Schema<'LampRenewalDto'>;
export type RenewalList = CallData<'lampadaRinnovi'>;
export type RenewalResult = CallData<'lampadaRinnoviCreate'>;

export async function loadRenewals(
  month: string,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<RenewalList> {
  const query = { mese: month, page: String(page), maxResults: String(pageSize) };
  return (await api.call('lampadaRinnovi', { query, signal })).data;
}

/** One request for the whole selection; the server answers what it recorded and what failed. */
export async function renew(month: string, serials: string[]): Promise<RenewalResult> {
  return (await api.call('lampadaRinnoviCreate', { body: { mese: month, seriali: serials } })).data;
}
