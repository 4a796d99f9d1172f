// A decision on a pending dedication (spec panels §2 "#dedic", §4 "Dedication", §8 toasts 'accettato' /
// 'rifiutato'): 'Accetta' and 'Rifiuta' each ask for confirmation, then the panel's own call decides
// (the owner's evaluate in the client panel, the admin's adminEvaluateDedic in the admin panel).
import { useState } from 'react';
import { ApiError, Button, ConfirmDialog, MESSAGES, toast } from '@ricordo/shared-design';
import { DEDICATION_REVIEW_TEXTS as T } from './dedication-review-texts';

/** isAccepted of the decision calls: 'active' accepts, 'deny' refuses. */
export type Decision = 'active' | 'deny';

export interface DedicationDecisionProps {
  /** Who left it, for the buttons' accessible names. */
  giver: string;
  /** The panel's call for the decision; rejects with the server's ApiError. */
  decide: (decision: Decision) => Promise<unknown>;
  /** Called after the server recorded the decision. */
  onDecided: () => void;
}

export function DedicationDecision({ giver, decide, onDecided }: DedicationDecisionProps) {
  const [asking, setAsking] = useState<Decision | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async (decision: Decision) => {
    setBusy(true);
    try {
      await decide(decision);
      toast(decision === 'active' ? T.accepted : T.refused, 'success');
      setAsking(null);
      onDecided();
    } catch (error) {
      toast(error instanceof ApiError ? error.message : MESSAGES.unexpected, 'error');
      setAsking(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="rc-dedication-review__actions">
      <Button aria-label={T.acceptLabel(giver)} onClick={() => setAsking('active')}>
        {T.accept}
      </Button>
      <Button variant="secondary" aria-label={T.refuseLabel(giver)} onClick={() => setAsking('deny')}>
        {T.refuse}
      </Button>
      <ConfirmDialog
        open={asking !== null}
        message={asking === 'deny' ? T.refuseQuestion : T.acceptQuestion}
        busy={busy}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) void confirm(asking);
        }}
      />
    </span>
  );
}
