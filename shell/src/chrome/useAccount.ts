import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, landingPathFor, roleOf, toast, useSession } from '@ricordo/shared-design';

/** The logged user, the landing of their panel and the ESCI action, for the bar and the drawer. */
export function useAccount() {
  const user = useSession((s) => s.user);
  const status = useSession((s) => s.status);
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();
  const role = roleOf(user);
  const loggedIn = status === 'authenticated' && user !== null;

  const signOut = useCallback(async () => {
    try {
      await logout();
      void navigate('/home');
    } catch {
      toast(MESSAGES.logoutFailed, 'error');
    }
  }, [logout, navigate]);

  return {
    user: loggedIn ? user : null,
    role: loggedIn ? role : null,
    panelPath: loggedIn && role !== null ? landingPathFor(role) : null,
    signOut,
  };
}
