// A lamp manager's subscriber (spec panels §3 "Subscriber", §7 lampadaAbbonato): read and corrected from
// the lamp popup, created in #aggiungi-abbonato.
import { api, ApiError, type Schema } from '@ricordo/shared-design';

export type Subscriber = Schema<'SubscriberDto'>;
/** The form's fields, as the API names them (lampadaAbbonatoCreate, lampadaAbbonatoUpdate). */
export const SUBSCRIBER_FIELDS = [
  'nome',
  'cognome',
  'codiceFiscale',
  'indirizzo',
  'sdi',
  'telefono',
  'mail',
  'mailPec',
] as const satisfies ReadonlyArray<keyof Schema<'SubscriberCreateDto'>>;
export type SubscriberField = (typeof SUBSCRIBER_FIELDS)[number];
export type SubscriberForm = Record<SubscriberField, string>;

export const EMPTY_SUBSCRIBER = Object.fromEntries(
  SUBSCRIBER_FIELDS.map((field) => [field, '']),
) as SubscriberForm;

/** The form filled with a subscriber as the server holds it. */
export function formOf(subscriber: Subscriber): SubscriberForm {
  return Object.fromEntries(
    SUBSCRIBER_FIELDS.map((field) => [field, String(subscriber[field] ?? '')]),
  ) as SubscriberForm;
}

export async function loadSubscriber(id: number, signal?: AbortSignal): Promise<Subscriber> {
  return (await api.call('lampadaAbbonato', { body: { idAbbonato: String(id) }, signal })).data.abbonato;
}

/** lampadaAbbonatoUpdate with the fields the manager changed (a field left out keeps its value). */
export async function updateSubscriber(
  id: number,
  changed: Partial<SubscriberForm>,
): Promise<{ subscriber: Subscriber; message: string }> {
  const answer = await api.call('lampadaAbbonatoUpdate', { body: { idAbbonato: String(id), ...changed } });
  return { subscriber: answer.data.abbonato, message: answer.message };
}

export async function createSubscriber(
  form: SubscriberForm,
): Promise<{ subscriber: Subscriber; message: string }> {
  const answer = await api.call('lampadaAbbonatoCreate', { body: form });
  return { subscriber: answer.data.abbonato, message: answer.message };
}

/** The subscriber who already has the codice fiscale sent (409 SUBSCRIBER_EXISTS), or null. */
export function existingSubscriberId(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.errorCode !== 'SUBSCRIBER_EXISTS') return null;
  const id = (error.envelope?.data as { idAbbonato?: unknown } | null)?.idAbbonato;
  return typeof id === 'number' ? id : null;
}
