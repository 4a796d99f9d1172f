// The call of #aggiungi-abbonato (spec panels §7 lampadaAbbonatoCreate).
import { api, type Schema } from '@ricordo/shared-design';

export type Subscriber = Schema<'SubscriberDto'>;
export type SubscriberForm = Record<
  'nome' | 'cognome' | 'codiceFiscale' | 'indirizzo' | 'sdi' | 'telefono' | 'mail' | 'mailPec',
  string
>;

export async function createSubscriber(
  form: SubscriberForm,
): Promise<{ subscriber: Subscriber; message: string }> {
  const answer = await api.call('lampadaAbbonatoCreate', { body: form });
  return { subscriber: answer.data.abbonato, message: answer.message };
}
