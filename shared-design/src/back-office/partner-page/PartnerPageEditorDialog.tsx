// The partner page editor as a modal (spec panels §2 "also as a modal"): full screen, over a panel table.
import { Dialog } from '@ricordo/shared-design';
import { PartnerPageEditor } from './PartnerPageEditor';
import { PARTNER_PAGE_TEXTS as TEXTS } from './partner-page-texts';

export interface PartnerPageEditorDialogProps {
  /** The partner whose page is edited; null keeps the modal closed. Omit nothing: an admin names it. */
  partnerId: number | null;
  /** Title of the modal, the partner's name when known. */
  title?: string;
  onClose: () => void;
}

export function PartnerPageEditorDialog({ partnerId, title, onClose }: PartnerPageEditorDialogProps) {
  return (
    <Dialog open={partnerId !== null} onClose={onClose} title={title ?? TEXTS.editorTitle} fullScreen>
      {partnerId !== null && <PartnerPageEditor partnerId={partnerId} />}
    </Dialog>
  );
}
