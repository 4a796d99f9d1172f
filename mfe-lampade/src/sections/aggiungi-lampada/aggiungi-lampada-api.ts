// The calls of #aggiungi-lampada (spec panels §7: lampadaSearchDefunti, lampadaSearchAbbonati, lampadaCreate).
import { api, type CallData, type Schema } from '@ricordo/shared-design';

export type DeceasedHit = Schema<'DeceasedHitDto'>;
export type Subscriber = Schema<'SubscriberDto'>;
export type CreatedLamp = CallData<'lampadaCreate'>;

export async function searchDeceased(searchInput: string): Promise<DeceasedHit[]> {
  return (await api.call('lampadaSearchDefunti', { body: { searchInput } })).data.defunti;
}

export async function searchSubscribers(searchInput: string): Promise<Subscriber[]> {
  return (await api.call('lampadaSearchAbbonati', { body: { searchInput } })).data.abbonati;
}

export async function createLamp(deceasedId: number, subscriberId: number, managerId: number) {
  const answer = await api.call('lampadaCreate', {
    body: { idDefunto: String(deceasedId), idAbbonato: String(subscriberId), idGestore: String(managerId) },
  });
  return { created: answer.data, message: answer.message };
}
