import { useState } from 'react';
import { useSession } from '@ricordo/shared-design';
import { addRecord } from './obituary-api';
import { addBody } from './obituary-payload';
import { OBITUARY_TEXTS as T } from './obituary-texts';
import { ObituaryForm } from './ObituaryForm';
import type { ObituaryFormKind } from './obituary-values';

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
  const asAdmin = useSession((state) => state.user?.permissions.platformAccess === 1);
  const successText =
    kind === 'notice' ? T.noticeQueued : kind === 'both' ? T.noticeQueued : T.deceasedQueued;
  return (
    <ObituaryForm
      kind={kind}
      mode="add"
      asAdmin={asAdmin}
      successText={successText}
      send={(values, onProgress) => addRecord(kind, addBody(values, kind, { asAdmin }), onProgress)}
      onClose={onClose}
      onKindChange={initialKind === 'notice' ? undefined : setKind}
    />
  );
}
