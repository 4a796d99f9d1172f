import type { ReceivedUpload } from './uploads.service';

/** What a multipart request carried, as logs keep it: its text fields, and its files by name and size. */
export interface UploadSummary {
  fields: Record<string, string>;
  files: Record<string, Array<{ name: string; bytes: number }>>;
}

const summaries = new WeakMap<object, UploadSummary>();

/** Kept by UploadsService.receive for the request, so the acting audit can log a multipart change. */
export function rememberUpload(req: object, upload: ReceivedUpload): void {
  const files: UploadSummary['files'] = {};
  for (const [field, list] of Object.entries(upload.files))
    files[field] = list.map((file) => ({ name: file.name, bytes: file.bytes }));
  summaries.set(req, { fields: { ...upload.fields }, files });
}

/** The request's upload as received, or undefined when it carried none (or it was refused). */
export function uploadSummary(req: object): UploadSummary | undefined {
  return summaries.get(req);
}
