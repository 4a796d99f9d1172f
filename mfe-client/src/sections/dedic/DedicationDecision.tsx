// The owner's decision on a pending dedication from the client panel (spec panels §2 "#dedic", §8 toasts
// 'accettato' / 'rifiutato'): 'Accetta' and 'Rifiuta' each ask for confirmation, then POST
// /api/dedications/evaluate { dedic, isAccepted: 'active' | 'deny' } (docs/contracts.md "Dedications").
import { useState } from 'react';
import { ApiError, Button, ConfirmDialog, MESSAGES, api, toast, type CallBody } from '@ricordo/shared-design';

export type Decision = 'active' | 'deny';

export const DECISION_TEXTS = {
  accept: 'Accetta',
  refuse: 'Rifiuta',
  acceptLabel: (giver: string) => `Accetta la dedica di ${giver}`,
  refuseLabel: (giver: string) => `Rifiuta la dedica di ${giver}`,
  acceptQuestion:
    'Vuoi accettare la dedica? Sarà pubblicata sulla lapide digitale con il suo testo e la firma.',
  refuseQuestion:
    'Vuoi rifiutare la dedica? Sarà pubblicata in forma anonima, senza testo; foto e video saranno sostituiti da fiori virtuali.',
  // spec panels §8 "Toasts"
  accepted: 'accettato',
  refused: 'rifiutato',
} as const;

export interface DedicationDecisionProps {
  dedicationId: number;
  /** Who left it, for the buttons' accessible names. */
  giver: string;
  /** Called after the server recorded the decision. */
  onDecided: () => void;
}

export function DedicationDecision({ dedicationId, giver, onDecided }: DedicationDecisionProps) {
  const [asking, setAsking] = useState<Decision | null>(null);
  const [busy, setBusy] = useState(false);

  const decide = async (decision: Decision) => {
    setBusy(true);
    try {
      // The backend's DTO declares `dedic` as unknown (documented as an object); it takes the numeric id.
      const body = { dedic: dedicationId, isAccepted: decision } as unknown as CallBody<'evaluateDedication'>;
      await api.call('evaluateDedication', { body });
      toast(decision === 'active' ? DECISION_TEXTS.accepted : DECISION_TEXTS.refused, 'success');
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
    <div className="client-decision">
      <Button aria-label={DECISION_TEXTS.acceptLabel(giver)} onClick={() => setAsking('active')}>
        {DECISION_TEXTS.accept}
      </Button>
      <Button
        variant="secondary"
        aria-label={DECISION_TEXTS.refuseLabel(giver)}
        onClick={() => setAsking('deny')}
      >
        {DECISION_TEXTS.refuse}
      </Button>
      <ConfirmDialog
        open={asking !== null}
        message={asking === 'deny' ? DECISION_TEXTS.refuseQuestion : DECISION_TEXTS.acceptQuestion}
        busy={busy}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) void decide(asking);
        }}
      />
    </div>
  );
}
