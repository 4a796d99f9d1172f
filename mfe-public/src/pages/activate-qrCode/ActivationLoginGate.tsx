// What an anonymous visitor sees first on /activate-qrCode (spec public §6: "Activation and memorial pages
// need login ('Effettua l'accesso per continuare')"): the login opens in a dialog instead of moving to /login,
// so the page and its scanned `?code=` stay and the activation goes on right after it; registering on the way
// is the second path. What the server already says about a scanned code is shown here too, so a visitor
// holding a code that cannot be activated learns it before logging in.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, MESSAGES } from '@ricordo/shared-design';
import { PageCard } from '../../common/PageCard';
import { LoginDialog } from '../buy-qrCode/LoginDialog';
import { ACTIVATION_TEXTS } from './activation-texts';
import { checkMessage } from './PlaqueFields';
import type { CodeState } from './useCodeCheck';

export interface ActivationLoginGateProps {
  check: CodeState;
  /** The visitor chose to register while activating: the form is shown with the newcomer's fields. */
  onRegister: () => void;
}

export function ActivationLoginGate({ check, onRegister }: ActivationLoginGateProps) {
  const [loginOpen, setLoginOpen] = useState(false);
  const said = checkMessage(check);
  return (
    <PageCard title={ACTIVATION_TEXTS.title} titleId="pub-activate-title">
      {said.error ? (
        <p className="pub-alert" role="alert">
          {said.error}
          {said.link && (
            <>
              {' '}
              <Link to={said.link[0]}>{said.link[1]}</Link>
            </>
          )}
        </p>
      ) : (
        <>
          <p>{ACTIVATION_TEXTS.intro}</p>
          {said.hint && <p role="status">{said.hint}</p>}
        </>
      )}
      <p className="pub-alert" role="alert">
        {MESSAGES.loginRequired}
      </p>
      <p>{ACTIVATION_TEXTS.loginIntro}</p>
      <Button onClick={() => setLoginOpen(true)}>{MESSAGES.login}</Button>
      <p className="pub-muted">{ACTIVATION_TEXTS.noAccount}</p>
      <Button variant="secondary" onClick={onRegister}>
        {ACTIVATION_TEXTS.registerOnTheWay}
      </Button>
      <LoginDialog open={loginOpen} onClose={() => setLoginOpen(false)} />
    </PageCard>
  );
}
