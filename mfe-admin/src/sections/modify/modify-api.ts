// The calls of #modify's manifesto block by operationId (spec panels §7 getManifestConfig, setManifestConfig).
import { api, type CallData } from '@ricordo/shared-design';

export type ManifestConfig = CallData<'getManifestConfig'>;

/** Saves both fields; the server's stored values (the number with its +39) and message. */
export async function saveManifestConfig(
  config: Record<keyof ManifestConfig, string>,
): Promise<{ data: ManifestConfig; message: string }> {
  const answer = await api.call('setManifestConfig', { body: config });
  return { data: answer.data, message: answer.message };
}
