// A long download the user watches and may stop: 'Scarica tutto' (a ZIP the server streams while it makes it,
// so its length is not known ahead). The bytes are read as they arrive through fetch's ReadableStream and
// counted; the server's X-Estimated-Length (the files' sizes summed) turns the count into an approximate
// percentage. A refusal is told apart from a file as downloadFile does.
import { absolute, DownloadError, saveBlob } from './download';

export interface DownloadProgress {
  /** Bytes received so far. */
  received: number;
  /** About how many bytes the file will have, when the server says; null otherwise. */
  estimated: number | null;
}

/** The name the server gave in Content-Disposition, else `fallback`. */
function filenameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match ? match[1] : fallback;
}

async function refusal(response: Response): Promise<DownloadError> {
  const text = await response.text().catch(() => '');
  let message = '';
  let errorCode: string | null = null;
  try {
    const envelope = JSON.parse(text) as { message?: unknown; errorCode?: unknown };
    if (typeof envelope.message === 'string') message = envelope.message;
    if (typeof envelope.errorCode === 'string') errorCode = envelope.errorCode;
  } catch {
    // Not an envelope (a proxy's page): no server message to show.
  }
  return new DownloadError(message, response.status, errorCode);
}

/**
 * Fetches `path` with the session cookie, reporting each chunk to `onProgress`, and saves the file under the
 * server's name (or `fallback`). Rejects with DownloadError on a refusal or a cut connection, and with the
 * AbortError of `signal` when the user stops it (nothing is saved then).
 */
export async function downloadWithProgress(
  path: string,
  fallback: string,
  options: { signal?: AbortSignal; onProgress?: (progress: DownloadProgress) => void } = {},
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(absolute(path), { credentials: 'same-origin', signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new DownloadError('', 0);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json') || !response.body) throw await refusal(response);
  const estimate = Number(response.headers.get('x-estimated-length'));
  const estimated = Number.isFinite(estimate) && estimate > 0 ? estimate : null;
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      options.onProgress?.({ received, estimated });
    }
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new DownloadError('', 0);
  }
  const filename = filenameOf(response, fallback);
  saveBlob(new Blob(chunks as BlobPart[], { type }), filename);
  return filename;
}
