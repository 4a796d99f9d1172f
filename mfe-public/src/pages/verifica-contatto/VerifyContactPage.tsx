// `/verifica-contatto?token=` (spec public §2, §4): confirms a new e-mail or phone. One-shot: the page
// POSTs the token as soon as it opens (nothing changes on the GET of the link).
import { useSearchParams } from 'react-router-dom';
import { api } from '@ricordo/shared-design';
import { PageCard } from '../../common/PageCard';
import { TEXTS } from '../../common/texts';
import { TokenOutcome, useTokenAction } from '../../common/token-action';

const verifyContact = (token: string) => api.call('verifyToken', { body: { token } });

export function VerifyContactPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const { state, retry } = useTokenAction('verify-contact', token, true, verifyContact);
  return (
    <PageCard title={TEXTS.verifyContactTitle} titleId="pub-verify-title">
      <TokenOutcome
        state={state}
        retry={retry}
        verifiedText={TEXTS.contactVerified}
        invalidText={TEXTS.verificationCodeNoLongerValid}
      />
    </PageCard>
  );
}
