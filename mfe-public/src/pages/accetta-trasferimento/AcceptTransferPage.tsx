// `/accetta-trasferimento?token=` (spec public §2, §4 "transfer acceptance … one-shot token actions"; spec
// panels §2 'Cedi proprietà'): the receiver of a transfer accepts from the link in the message. One-shot: the
// page POSTs the token as it opens (nothing changes on the GET of the link); then the pages are theirs and
// the page links to the memorial and to the client panel. A used or superseded link: 'Il link non è più
// valido'.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api, toPublicId, type Schema } from '@ricordo/shared-design';
import { PageCard } from '../../common/PageCard';
import { TEXTS } from '../../common/texts';
import { TokenOutcome, useTokenAction } from '../../common/token-action';
import { ACCEPT_TRANSFER_TEXTS } from './transfer-texts';

type Transferred = Schema<'TransferredDeceasedDto'>;

/** The client panel's list of tombstones (spec panels §2 "Client panel" #pages). */
export const CLIENT_PAGES_PATH = '/client-panel#pages';

export function AcceptTransferPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [moved, setMoved] = useState<Transferred[]>([]);
  const { state, retry } = useTokenAction('accept-transfer', token, true, async (value) => {
    const answer = await api.call('acceptTransfer', { body: { token: value } });
    setMoved(answer.data.deceased);
  });
  const names = moved.map((person) => `${person.name} ${person.surname}`.trim());
  return (
    <PageCard title={ACCEPT_TRANSFER_TEXTS.title} titleId="pub-accept-transfer-title">
      <TokenOutcome
        state={state}
        retry={retry}
        verifiedText={ACCEPT_TRANSFER_TEXTS.accepted(names)}
        invalidText={TEXTS.linkNoLongerValid}
        invalidExtra={<p>{ACCEPT_TRANSFER_TEXTS.invalidHelp}</p>}
      />
      {state.status === 'verified' && moved.length > 0 && (
        <div className="pub-token-state">
          <Link className="rc-button rc-button--primary" to={`/memorial?${toPublicId(moved[0].ID)}`}>
            {ACCEPT_TRANSFER_TEXTS.toMemorial}
          </Link>
          <Link className="rc-button rc-button--secondary" to={CLIENT_PAGES_PATH}>
            {ACCEPT_TRANSFER_TEXTS.toPanel}
          </Link>
        </div>
      )}
    </PageCard>
  );
}
