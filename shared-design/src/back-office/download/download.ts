// Every file download of the panels (cards, manifestos, PDFs, QR print sheets): spec panels §7
// "obituaryCard/create": a response containing a style div counts as failure; pdfBook answers data.pdf, a URL.
// The file is fetched with the session cookie, so a refusal (401/403/404, a 'fail' envelope) is told apart
// from a file and shown, never saved.

let origin = '';

/** Point the downloads at another origin (tests, as configureApi does for calls). */
export function configureDownloads(options: { origin: string }): void {
  origin = options.origin.replace(/\/+$/, '');
}

/** A refusal: the server's Italian message when it sent one. */
export class DownloadError extends Error {
  override readonly name = 'DownloadError';
  constructor(
    message: string,
    readonly status: number,
    readonly errorCode: string | null = null,
  ) {
    super(message);
  }
}

/** `path` on the downloads' origin (configureDownloads). */
export function absolute(path: string): string {
  return /^https?:/.test(path) ? path : `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Saves `blob` as `filename` through a temporary link (a large Blob stays on disk, not in the page). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

interface EnvelopeLike {
  response?: string;
  result?: string;
  message?: string;
  errorCode?: string | null;
  data?: { pdf?: unknown; url?: unknown } | null;
}

function envelopeOf(text: string): EnvelopeLike | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as EnvelopeLike) : null;
  } catch {
    return null;
  }
}

/**
 * Fetches `path` and saves it as `filename`. Rejects with DownloadError on an HTTP error, a 'fail' envelope,
 * or an HTML page with a style element (the legacy error page); follows a success envelope's data.pdf/url.
 */
export async function downloadFile(path: string, filename: string, depth = 0): Promise<void> {
  let response: Response;
  try {
    response = await fetch(absolute(path), { credentials: 'same-origin' });
  } catch {
    throw new DownloadError('', 0);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json') || type.includes('text/')) {
    // Read as bytes and saved as they came: response.text() would drop a CSV's byte order mark, which
    // Excel needs to read accented Italian as UTF-8.
    const bytes = await response.arrayBuffer().catch(() => new ArrayBuffer(0));
    const text = new TextDecoder().decode(bytes);
    const envelope = envelopeOf(text);
    const success = envelope?.response === 'success' || envelope?.result === 'success';
    if (response.ok && success && depth === 0) {
      const target = envelope?.data?.pdf ?? envelope?.data?.url;
      if (typeof target === 'string' && target) return downloadFile(target, filename, 1);
    }
    if (!response.ok || envelope || /<style|<html/i.test(text)) {
      throw new DownloadError(envelope?.message ?? '', response.status, envelope?.errorCode ?? null);
    }
    saveBlob(new Blob([bytes], { type }), filename);
    return;
  }
  saveBlob(await response.blob(), filename);
}
