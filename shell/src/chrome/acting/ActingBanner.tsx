// The banner on every page while an admin acts for a user (docs/contracts.md "Acting for a user"): whose
// account is in use, why, and 'Termina', which goes back to the admin's own account and panel.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, Button, landingPathFor, toast, useSession } from '@ricordo/shared-design';
import { ACTING_TEXTS } from './acting-texts';

export function ActingBanner() {
  const acting = useSession((s) => s.acting);
  const user = useSession((s) => s.user);
  const endActing = useSession((s) => s.endActing);
  const navigate = useNavigate();
  const [ending, setEnding] = useState(false);
  if (!acting || !user) return null;

  const end = async () => {
    setEnding(true);
    try {
      await endActing();
      void navigate(landingPathFor('admin'));
    } catch (error) {
      toast(error instanceof ApiError ? error.message : ACTING_TEXTS.endFailed, 'error');
    } finally {
      setEnding(false);
    }
  };

  return (
    <div className="shell-acting-banner" role="region" aria-label={ACTING_TEXTS.title}>
      <p className="shell-acting-text">
        <strong>{ACTING_TEXTS.banner(`${user.name} ${user.surname}`, user.username)}</strong>
        <span className="shell-acting-reason">{ACTING_TEXTS.bannerReason(acting.reason)}</span>
      </p>
      <Button variant="secondary" loading={ending} onClick={() => void end()}>
        {ACTING_TEXTS.end}
      </Button>
    </div>
  );
}
