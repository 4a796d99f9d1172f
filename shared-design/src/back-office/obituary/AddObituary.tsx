import { useState } from 'react';
import { useSession } from '@ricordo/shared-design';
import { RecordDownloads } from '../card-actions/RecordDownloads';
import { addRecord } from './obituary-api';
import { addBody } from './obituary-payload';
import { OBITUARY_TEXTS as T } from './obituary-texts';
import { ObituaryForm } from './ObituaryForm';
import { hasNotice, type ObituaryFormKind } from './obituary-values';

export interface AddObituaryProps {
  /**
   * 'notice' ('Aggiungi necrologio', addPoster); 'both' ('Aggiungi necrologio + Lapide',
   * deceasedAndObituary) or 'tombstone' (addDeceased), switched by 'Pubblica anche il necrologio'.
   */
  initialKind: ObituaryFormKind;
  /** 'Chiudi' after a success (the panel's list). */
  onClose: () => void;
}

/**
 * The add forms of the panels' #aggiungi-defunto and #aggiungi-necrologio / #aggiungi-necrologi: the signed-in
 * administrator gets the partner selector, a partner adds for itself.
 */
export function AddObituary({ initialKind, onClose }: AddObituaryProps) {
  const [kind, setKind] = useState(initialKind);
  // The record the last send saved, for the success modal's downloads (spec panels §2 "Memorial forms").
  const [saved, setSaved] = useState<{ ID: number; showPage: number; hasNotice: boolean } | null>(null);
  const asAdmin = useSession((state) => state.user?.permissions.platformAccess === 1);
  const successText =
    kind === 'notice' ? T.noticeQueued : kind === 'both' ? T.noticeQueued : T.deceasedQueued;
  return (
    <ObituaryForm
      kind={kind}
      mode="add"
      asAdmin={asAdmin}
      successText={successText}
      send={async (values, onProgress) => {
        const answer = await addRecord(kind, addBody(values, kind, { asAdmin }), onProgress);
        const record = answer.saved as Partial<typeof answer.saved> | null;
        setSaved(
          typeof record?.deceasedID === 'number'
            ? { ID: record.deceasedID, showPage: record.showPage ?? 0, hasNotice: hasNotice(kind) }
            : null,
        );
        return answer.message;
      }}
      successContent={saved && <RecordDownloads record={saved} />}
      onClose={onClose}
      onKindChange={initialKind === 'notice' ? undefined : setKind}
    />
  );
}
