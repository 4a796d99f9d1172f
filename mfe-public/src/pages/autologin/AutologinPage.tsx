// `/autologin?token=` (spec public §2): logs in with a token handed over by the mobile wrapper, then goes
// to the landing of the user's panel. A bad or used token: 'Token non valido', then home (spec §8).
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  ApiError,
  BROKEN_ACCOUNT,
  MESSAGES,
  Spinner,
  landingPathFor,
  roleOf,
  toast,
  sessionStore,
} from '@ricordo/shared-design';
import type { TokenLoginData } from '../../common/account-entry';
import { once } from '../../common/one-shot';
import { PageCard } from '../../common/PageCard';
import { TEXTS } from '../../common/texts';

export function AutologinPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();

  useEffect(() => {
    let alive = true;
    const failed = (message: string, to: string) => {
      if (!alive) return;
      toast(message, 'error');
      void navigate(to, { replace: true });
    };
    if (!token) {
      failed(MESSAGES.invalidToken, '/');
      return undefined;
    }
    once(`autologin:${token}`, () =>
      sessionStore.getState().enter<TokenLoginData>('/auth/autologin', { token }),
    ).then(
      ({ user }) => {
        const role = roleOf(user);
        if (alive && role !== null) void navigate(landingPathFor(role), { replace: true });
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.errorCode === BROKEN_ACCOUNT)
          failed(MESSAGES.brokenAccount, '/contact');
        else if (error instanceof ApiError && error.status === 0) failed(error.message, '/');
        else failed(MESSAGES.invalidToken, '/');
      },
    );
    return () => {
      alive = false;
    };
  }, [token, navigate]);

  return (
    <PageCard title={TEXTS.autologinTitle} titleId="pub-autologin-title">
      <div className="pub-center">
        <Spinner />
      </div>
    </PageCard>
  );
}
