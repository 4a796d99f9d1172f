// The calls of the deceased and obituary forms (spec panels §7), one function each. The bodies are built by
// obituary-payload.ts.
import { api, ApiError, toPublicId, type CallData, type OperationId } from '@ricordo/shared-design';
import type { EditCall } from './obituary-payload';
import type { ObituaryFormKind } from './obituary-values';

export type ObituaryRecord = CallData<'obituaryRecord'>;

/** GET api/obituaries/record/{id}: everything a form needs to edit one record. */
export async function loadRecord(id: number, signal: AbortSignal): Promise<ObituaryRecord> {
  const answer = await api.call('obituaryRecord', { path: { id: toPublicId(id) }, signal });
  return answer.data;
}

/** A background of the manifesto (GET api/obituaries/manifestBg): ID (the form's bg), name, thumbnail url. */
export type ManifestBackground = CallData<'manifestBg'>['backgrounds'][number];

/** A group of suggested sentences (GET api/obituaries/sentences), e.g. 'annuncio'. */
export type SentenceGroup = CallData<'sentences'>['groups'][number];

/** The add call of each form kind (spec panels §7). */
const ADD_CALLS = {
  tombstone: 'addDeceased',
  notice: 'addPoster',
  both: 'deceasedAndObituary',
} as const satisfies Record<ObituaryFormKind, OperationId>;

/** The add call of a form kind, with upload progress; resolves to the server's message and the saved record. */
export async function addRecord(
  kind: ObituaryFormKind,
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<{ message: string; saved: CallData<'addDeceased'> }> {
  const answer = await api.call(ADD_CALLS[kind], { body, onProgress });
  return { message: answer.message, saved: answer.data };
}

export async function editRecord(
  call: EditCall,
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<string> {
  const answer = await api.call(call, { body, onProgress });
  return answer.message;
}

/** obituaryCheck: true when a notice with the same data exists (answer 409 DUPLICATE_OBITUARY). */
export async function isDuplicate(body: Record<string, string>): Promise<boolean> {
  try {
    await api.call('obituaryCheck', { body });
    return false;
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === 'DUPLICATE_OBITUARY') return true;
    throw error;
  }
}

/** A suggested aphorism (GET api/content/getAphorism): ID, text, author. */
export type Aphorism = CallData<'getAphorism'>['data']['aphorisms'][number];

export async function loadAphorisms(signal?: AbortSignal): Promise<Aphorism[]> {
  const answer = await api.call('getAphorism', { signal });
  return answer.data.data.aphorisms;
}

export async function loadBackgrounds(): Promise<ManifestBackground[]> {
  const answer = await api.call('manifestBg');
  return answer.data.backgrounds;
}

/** The suggested sentences; with a gender, those of the other gender are left out. */
export async function loadSentences(gender: '' | 'M' | 'F'): Promise<SentenceGroup[]> {
  const answer = await api.call('sentences', { query: { gender: gender || undefined } });
  return answer.data.groups;
}

/** createManifest: the preview JPEG of the form's data, as a URL the page can show. */
export async function createManifestPreview(body: FormData, signal?: AbortSignal): Promise<string> {
  const answer = await api.call('createManifest', { body, signal });
  return answer.data.image;
}
