// The notice delete shared by the partner's and the admin's tables (obituaryDelete).
import { api } from '@ricordo/shared-design';

export async function deleteNotice(publicId: string): Promise<string> {
  return (await api.call('obituaryDelete', { body: { obituaryID: publicId } })).message;
}
