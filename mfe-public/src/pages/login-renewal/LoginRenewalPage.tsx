// `/login-renewal?token=` (spec public §2): the login form, sending the renewal token with the login.
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGES, toast } from '@ricordo/shared-design';
import { LoginPage } from '../login/LoginPage';

export function LoginRenewalPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();

  // A link without its token cannot renew anything (spec public §8: "alert 'Token non valido', then home").
  useEffect(() => {
    if (token) return;
    toast(MESSAGES.invalidToken, 'error');
    void navigate('/', { replace: true });
  }, [token, navigate]);

  return token ? <LoginPage renewalToken={token} /> : null;
}
