// `/accetta-dono?token=&dedicID=` and `/rifiuta-dono?token=&dedicID=` (spec public §2, §4): the owner
// decides on a dedication from the link in their message. One-shot: the page POSTs `evaluatededic` once;
// a used or expired link says 'Il link non è più valido'. Refusing asks 'Attenzione' Si/No first.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, ConfirmDialog, api, parseDeceasedId, toPublicId } from '@ricordo/shared-design';
import { PageCard } from '../../common/PageCard';
import { SupportHours } from '../../common/SupportHours';
import { looseBody } from '../../common/loose-body';
import { TEXTS } from '../../common/texts';
import { TokenOutcome, useTokenAction } from '../../common/token-action';

export type DedicationDecision = 'active' | 'deny';

export const DECISION_TEXTS = {
  acceptTitle: 'Accetta la dedica',
  refuseTitle: 'Rifiuta la dedica',
  accepted: 'Dedica accettata: ora è visibile sulla pagina memorial con il suo testo e la firma.',
  refused:
    'Dedica rifiutata: sarà pubblicata in forma anonima, senza testo; una foto o un video sono sostituiti da fiori virtuali.',
  refuseQuestion:
    'Sei sicuro di voler rifiutare la dedica? Sarà pubblicata in forma anonima, senza testo, e una foto o un video saranno sostituiti da fiori virtuali.',
  notRefused: 'La dedica non è stata rifiutata. Puoi decidere più tardi con lo stesso link.',
  refuseButton: 'Rifiuta la dedica',
  toMemorial: 'Vai alla pagina memorial',
  toDedications: 'Vai alla lista dediche',
} as const;

function evaluate(decision: DedicationDecision, dedic: string, onDeceased: (id: number | null) => void) {
  return (token: string) =>
    api
      .call('evaluatededic', { body: looseBody('evaluatededic', { isAccepted: decision, token, dedic }) })
      .then(({ data }) => onDeceased(parseDeceasedId(String(data?.deceasedID ?? ''))));
}

function DedicationDecisionPage({ decision }: { decision: DedicationDecision }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const dedic = params.get('dedicID') ?? '';
  const refusing = decision === 'deny';
  const [confirmed, setConfirmed] = useState(!refusing);
  const [asking, setAsking] = useState(refusing);
  const [deceasedId, setDeceasedId] = useState<number | null>(null);
  // A link without its dedication is as unusable as one without token.
  const { state, retry } = useTokenAction(
    `dedication-${decision}:${dedic}`,
    dedic ? token : '',
    confirmed,
    evaluate(decision, dedic, setDeceasedId),
  );
  const verifiedText = (
    <>
      {refusing ? DECISION_TEXTS.refused : DECISION_TEXTS.accepted}{' '}
      {deceasedId !== null && (
        <span className="pub-links">
          <Link to={`/memorial?${toPublicId(deceasedId)}`}>{DECISION_TEXTS.toMemorial}</Link>
          {/* The family sees every dedication of the deceased on /lista-dediche (spec panels §2). */}
          <Link to={`/lista-dediche?deceasedID=${toPublicId(deceasedId)}`}>
            {DECISION_TEXTS.toDedications}
          </Link>
        </span>
      )}
    </>
  );

  return (
    <PageCard
      title={refusing ? DECISION_TEXTS.refuseTitle : DECISION_TEXTS.acceptTitle}
      titleId="pub-dedication-decision-title"
    >
      {confirmed ? (
        <TokenOutcome
          state={state}
          retry={retry}
          verifiedText={verifiedText}
          invalidText={TEXTS.linkNoLongerValid}
        />
      ) : (
        !asking && (
          <div className="pub-token-state">
            <p>{DECISION_TEXTS.notRefused}</p>
            <Button variant="secondary" onClick={() => setAsking(true)}>
              {DECISION_TEXTS.refuseButton}
            </Button>
            <Link to="/">{TEXTS.backHome}</Link>
          </div>
        )
      )}
      <ConfirmDialog
        open={asking}
        message={DECISION_TEXTS.refuseQuestion}
        onConfirm={() => {
          setAsking(false);
          setConfirmed(true);
        }}
        onCancel={() => setAsking(false)}
      />
      <SupportHours />
    </PageCard>
  );
}

export function AcceptDedicationPage() {
  return <DedicationDecisionPage decision="active" />;
}

export function RefuseDedicationPage() {
  return <DedicationDecisionPage decision="deny" />;
}
