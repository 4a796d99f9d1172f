// The calls of #lampade (spec panels §7 "Lamps"), by operationId through the kit's typed client.
import { api, type CallData, type Schema } from '@ricordo/shared-design';

export type Lamp = Schema<'LampDto'>;
export type LampPayment = Schema<'LampPaymentDto'>;
export type LampUnit = Schema<'LampUnitDto'>;
export type LampList = CallData<'lampadeGestoreData'>;

export interface LampFilters {
  anomalies: boolean;
  text: string;
  page: number;
  pageSize: number;
}

export async function loadLamps(
  userId: number,
  filters: LampFilters,
  signal?: AbortSignal,
): Promise<LampList> {
  const query: Record<string, string> = { page: String(filters.page), maxResults: String(filters.pageSize) };
  if (filters.anomalies) query.anomalia = '1';
  if (filters.text.trim()) query.q = filters.text.trim();
  return (await api.call('lampadeGestoreData', { path: { userid: userId }, query, signal })).data;
}

export async function loadLamp(deceasedId: number, signal?: AbortSignal): Promise<Lamp> {
  return (await api.call('lampadaData', { path: { id: deceasedId }, signal })).data.lampadaData;
}

/** lampadaSet with the settings the manager changed (a setting left out keeps its value). */
export async function saveSettings(
  deceasedId: number,
  settings: { mode?: number; withoutConnection?: number; nextConnection?: number; fee?: string },
) {
  return api.call('lampadaSet', {
    body: {
      idDefunto: String(deceasedId),
      ...(settings.mode !== undefined ? { statoLampadaImpostato: String(settings.mode) } : {}),
      ...(settings.withoutConnection !== undefined
        ? { secondiSenzaConnessione: String(settings.withoutConnection) }
        : {}),
      ...(settings.nextConnection !== undefined
        ? { secondiProssimaConnessione: String(settings.nextConnection) }
        : {}),
      ...(settings.fee !== undefined ? { canoneAnnuo: settings.fee } : {}),
    },
  });
}

export async function loadPayments(serial: string): Promise<LampPayment[]> {
  return (await api.call('lampadaPagamenti', { body: { seriale: serial } })).data.pagamenti;
}

export async function addPayment(
  lamp: Pick<Lamp, 'serialeLampada' | 'idAbbonato'>,
  payment: { date: string; enddate: string; type: string; amount: string },
) {
  return api.call('lampadaPagamentoCreate', {
    body: {
      seriale: lamp.serialeLampada,
      ...(lamp.idAbbonato !== null ? { abbonato: String(lamp.idAbbonato) } : {}),
      date: payment.date,
      enddate: payment.enddate,
      type: payment.type,
      importo: payment.amount,
    },
  });
}

export async function loadUnits(serial: string): Promise<LampUnit[]> {
  return (await api.call('lampadeCollegateLoad', { body: { seriale: serial } })).data.lampadeCollegate;
}

export function toggleUnit(productionId: string, enabled: boolean) {
  return api.call('lampadeCollegateAttiva', {
    body: { idProduzione: productionId, attiva: enabled ? '1' : '0' },
  });
}

export function deleteUnit(productionId: string) {
  return api.call('lampadeCollegateDelete', { body: { idProduzione: productionId } });
}

export function deleteLamp(serial: string) {
  return api.call('lampadaDelete', { body: { seriale: serial } });
}

/** The receipt PDF of a payment, for the manager (opened in a new tab). */
export function receiptUrl(payment: LampPayment): string {
  return payment.ricevuta;
}
