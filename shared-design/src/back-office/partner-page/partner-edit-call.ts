// One partnerEdit call (spec panels §7): the multipart body of an edit type, its content or file.
import { api, ApiError, MESSAGES } from '@ricordo/shared-design';

export type PartnerEditType =
  | 'name'
  | 'description'
  | 'edit-logo'
  | 'add-image'
  | 'add-video'
  | 'remove-image'
  | 'remove-video'
  | 'social';

export interface PartnerEditRequest {
  partnerId: number;
  type: PartnerEditType;
  /** Text of name, description, remove-image (the image URL) and social (JSON). */
  content?: string;
  /** The photo of edit-logo and add-image, the video of add-video. */
  file?: File;
  onProgress?: (percent: number) => void;
}

/** Sends the edit; answers the server's success message. */
export async function sendPartnerEdit(edit: PartnerEditRequest): Promise<string> {
  const body = new FormData();
  body.append('partnerid', String(edit.partnerId));
  body.append('edit-type', edit.type);
  if (edit.content !== undefined) body.append('content', edit.content);
  if (edit.file) body.append(edit.type === 'add-video' ? 'video' : 'file', edit.file);
  const answer = await api.call('partnerEdit', { body, onProgress: edit.onProgress });
  return answer.message;
}

/** The message of a failed edit: the server's (spec panels §8 errorCodes) or the generic one. */
export function editFailure(failure: unknown): string {
  return failure instanceof ApiError ? failure.message : MESSAGES.unexpected;
}
