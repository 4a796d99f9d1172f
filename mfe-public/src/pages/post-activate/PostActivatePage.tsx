// `/post-activate` (spec public §2 "success goes to /post-activate"): the data were sent; the owner confirms
// them from the message (e-mail or WhatsApp) before the page goes live. Where the message went comes with
// the navigation from the form; opened directly, the page says it without the address.
import { Link, useLocation } from 'react-router-dom';
import { PageCard } from '../../common/PageCard';
import { TEXTS } from '../../common/texts';
import type { PostActivateState } from '../activate-qrCode/ActivateQrCodePage';
import { ACTIVATION_TEXTS } from '../activate-qrCode/activation-texts';

function stateOf(value: unknown): PostActivateState | null {
  const state = value as Partial<PostActivateState> | null;
  return state && typeof state.recipient === 'string' && typeof state.channel === 'string'
    ? (state as PostActivateState)
    : null;
}

export function PostActivatePage() {
  const sent = stateOf(useLocation().state);
  return (
    <PageCard title={ACTIVATION_TEXTS.postTitle} titleId="pub-post-activate-title">
      <p className="pub-notice" role="status">
        {sent ? ACTIVATION_TEXTS.postSentTo(sent.recipient) : ACTIVATION_TEXTS.postSent}
      </p>
      <p>{ACTIVATION_TEXTS.postConfirm}</p>
      {sent && (
        <p>{sent.channel === 'email' ? ACTIVATION_TEXTS.postCheckEmail : ACTIVATION_TEXTS.postCheckPhone}</p>
      )}
      {sent?.newAccount && <p>{ACTIVATION_TEXTS.postNewAccount}</p>}
      <Link to="/">{TEXTS.backHome}</Link>
    </PageCard>
  );
}
