// The calls of /rinnovo-lampada (docs/contracts.md "Lamps", renewals): the lamp of the link's secret, and
// the renewal's order, whose amount the server fixes; the order is then paid like any other.
import { api, type Schema } from '@ricordo/shared-design';

export type RenewalLamp = Schema<'PayOnlineLampDto'>;
export type RenewalOrder = Schema<'LampRenewalOrderDto'>;

export async function loadRenewalLamp(token: string, signal?: AbortSignal): Promise<RenewalLamp> {
  return (await api.call('lampadaRinnovo', { query: { token }, signal })).data.lampada;
}

export async function createRenewalOrder(token: string): Promise<RenewalOrder> {
  return (await api.call('lampadaRinnovoOrdine', { body: { token } })).data;
}

/** An order the client panel created (the key is in this tab's session storage): its amount. */
export async function loadOrderAmount(orderid: number, orderKey: string, signal?: AbortSignal) {
  return (await api.call('orderStatus', { path: { orderid }, query: { orderKey }, signal })).data;
}
