// `/unsubscribe?token=` (spec public §2): asks 'Sei sicuro di voler disattivare le notifiche per il
// defunto?' with 'Si' and 'Annulla'; 'Si' POSTs the one-shot token, 'Annulla' goes home.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, MESSAGES, api } from '@ricordo/shared-design';
import { PageCard } from '../../common/PageCard';
import { TEXTS } from '../../common/texts';
import { TokenOutcome, useTokenAction } from '../../common/token-action';

const unsubscribe = (token: string) => api.call('unsubscribe', { body: { token } });

export function UnsubscribePage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const [confirmed, setConfirmed] = useState(false);
  const { state, retry } = useTokenAction('unsubscribe', token, confirmed, unsubscribe);
  return (
    <PageCard title={TEXTS.unsubscribeTitle} titleId="pub-unsubscribe-title">
      {confirmed ? (
        <TokenOutcome
          state={state}
          retry={retry}
          verifiedText={TEXTS.unsubscribed}
          invalidText={TEXTS.tokenInvalidOrExpired}
        />
      ) : (
        <>
          <p>{TEXTS.unsubscribeQuestion}</p>
          <div className="pub-actions">
            <Button variant="secondary" onClick={() => void navigate('/')}>
              {MESSAGES.cancel}
            </Button>
            <Button onClick={() => setConfirmed(true)}>{MESSAGES.yes}</Button>
          </div>
        </>
      )}
    </PageCard>
  );
}
