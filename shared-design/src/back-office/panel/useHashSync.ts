import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Keeps the router in step with hash changes made outside it (typing a new hash in the address bar,
 * `location.hash = …`, an old-style `<a href="#…">`): on `hashchange` the router is told the new hash.
 */
export function useHashSync(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const onHashChange = () => {
      const { pathname, search, hash } = window.location;
      if (hash !== location.hash) void navigate({ pathname, search, hash }, { replace: true });
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [location.hash, navigate]);
}
