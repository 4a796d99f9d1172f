// The calls of the activation pages, by operationId (docs/contracts.md "Plaques"); answer types come from
// the generated schema.
import { api, type CallAnswer } from '@ricordo/shared-design';

export type CodeCheck = CallAnswer<'checkQrCode'>['data'];
export type ActivationNotice = CallAnswer<'activationNotices'>['data']['notices'][number];
export type Aphorism = CallAnswer<'getAphorism'>['data']['data']['aphorisms'][number];
export type ActivationRequested = CallAnswer<'activate'>['data'];
export type ActivationConfirmed = CallAnswer<'confirmActivation'>['data'];

export async function checkCode(code: string, signal?: AbortSignal): Promise<CodeCheck> {
  return (await api.call('checkQrCode', { query: { code }, signal })).data;
}

export async function loadAphorisms(signal?: AbortSignal): Promise<Aphorism[]> {
  return (await api.call('getAphorism', { signal })).data.data.aphorisms;
}

export async function loadNotices(signal?: AbortSignal): Promise<ActivationNotice[]> {
  return (await api.call('activationNotices', { signal })).data.notices;
}

export async function sendActivation(
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<ActivationRequested> {
  return (await api.call('activate', { body: form, onProgress })).data;
}

export async function confirmActivation(token: string): Promise<ActivationConfirmed> {
  return (await api.call('confirmActivation', { body: { token } })).data;
}
