// `/conferma-attivazione?token=` (docs/contracts.md "Plaques"): the owner confirms an activation from the
// message. One-shot: the page POSTs the token as it opens (nothing changes on the GET of the link); then
// the memorial is live and the page links to it. A used or expired link shows the token pages' text.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageCard } from '../../common/PageCard';
import { TEXTS } from '../../common/texts';
import { TokenOutcome, useTokenAction } from '../../common/token-action';
import { confirmActivation, type ActivationConfirmed } from '../activate-qrCode/activation-api';
import { ACTIVATION_TEXTS } from '../activate-qrCode/activation-texts';

export function ConfirmActivationPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [confirmed, setConfirmed] = useState<ActivationConfirmed | null>(null);
  const { state, retry } = useTokenAction('confirm-activation', token, true, async (value) => {
    setConfirmed(await confirmActivation(value));
  });
  return (
    <PageCard title={ACTIVATION_TEXTS.confirmTitle} titleId="pub-confirm-activation-title">
      <TokenOutcome
        state={state}
        retry={retry}
        verifiedText={
          <>
            {ACTIVATION_TEXTS.confirmed}
            {confirmed?.registrationPending && (
              <>
                <br />
                {ACTIVATION_TEXTS.confirmedRegistration}
              </>
            )}
          </>
        }
        invalidText={TEXTS.linkNoLongerValid}
      />
      {state.status === 'verified' && confirmed && (
        <Link className="rc-button rc-button--primary" to={`/memorial?000${confirmed.deceasedID}`}>
          {ACTIVATION_TEXTS.openConfirmed}
        </Link>
      )}
    </PageCard>
  );
}
