// `/ricordamelo/annulla?token=`: the one-click unsubscribe of a calendar reminder. The page POSTs the token as
// it opens (nothing changes on the GET of the link); clicking it twice is no error.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api, toPublicId } from '@ricordo/shared-design';
import { PageCard } from '../../common/PageCard';
import { TEXTS } from '../../common/texts';
import { TokenOutcome, useTokenAction } from '../../common/token-action';

export const UNSUBSCRIBE_REMINDER_TEXTS = {
  title: 'Promemoria della ricorrenza',
  done: 'Non riceverai più questo promemoria. Il ricordo resta sulla pagina, quando vorrai tornarci.',
  toMemorial: 'Torna alla pagina in ricordo',
} as const;

export function UnsubscribeReminderPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [deceasedId, setDeceasedId] = useState<number | null>(null);
  const { state, retry } = useTokenAction('calendar-unsubscribe', token, true, async (value) => {
    const answer = await api.call('calendarUnsubscribe', { body: { token: value } });
    setDeceasedId(answer.data.deceasedId);
  });
  return (
    <PageCard title={UNSUBSCRIBE_REMINDER_TEXTS.title} titleId="pub-unsubscribe-reminder-title">
      <TokenOutcome
        state={state}
        retry={retry}
        verifiedText={UNSUBSCRIBE_REMINDER_TEXTS.done}
        invalidText={TEXTS.linkNoLongerValid}
      />
      {state.status === 'verified' && deceasedId !== null && (
        <div className="pub-token-state">
          <Link className="rc-button rc-button--secondary" to={`/memorial?${toPublicId(deceasedId)}`}>
            {UNSUBSCRIBE_REMINDER_TEXTS.toMemorial}
          </Link>
        </div>
      )}
    </PageCard>
  );
}
