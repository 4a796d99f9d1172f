// `/bookconfirm?id=&token=` (spec public §2, §4): publishes a pending condolence. One-shot: the page POSTs
// as it opens (nothing changes on the GET of the link); a used link says 'Il link non è più valido'.
import { useSearchParams } from 'react-router-dom';
import { PageCard } from '../../common/PageCard';
import { TokenOutcome, useTokenAction } from '../../common/token-action';
import { bookApi } from '../memorial-book/book-api';
import { BOOK_TEXTS } from '../memorial-book/book-texts';

export function BookConfirmPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const token = params.get('token') ?? '';
  const { state, retry } = useTokenAction('bookconfirm', id && token ? `${id}:${token}` : '', true, () =>
    bookApi.confirm(id, token),
  );
  return (
    <PageCard title={BOOK_TEXTS.confirmTitle} titleId="pub-bookconfirm-title">
      <TokenOutcome
        state={state.status === 'failed' ? { status: 'failed', message: BOOK_TEXTS.confirmFailed } : state}
        retry={retry}
        verifiedText={
          <>
            <strong>{BOOK_TEXTS.success}</strong>
            <br />
            {BOOK_TEXTS.thanks}
          </>
        }
        invalidText={BOOK_TEXTS.linkInvalid}
      />
    </PageCard>
  );
}
