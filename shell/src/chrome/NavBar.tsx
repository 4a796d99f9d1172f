import { Link, NavLink, useLocation } from 'react-router-dom';
import {
  CONTROL_PANEL_LABEL,
  LOGIN,
  LOGOUT_LABEL,
  menuTarget,
  NAV_AFTER_PRODUCTS,
  NAV_BEFORE_PRODUCTS,
  REGISTER,
} from './menu';
import { ACTING_TEXTS } from './acting/acting-texts';
import { ExpiringButton } from './ExpiringMemorials';
import { ProductsMenu } from './ProductsMenu';
import { useAccount } from './useAccount';

/** The navigation bar of wide screens (spec public §2); hidden below 940 px, where the drawer takes over. */
export function NavBar({
  onOpenExpiring,
  onOpenActing,
}: {
  onOpenExpiring: () => void;
  /** Admins: opens 'Agisci per un utente'. */
  onOpenActing: () => void;
}) {
  const { user, role, panelPath, signOut } = useAccount();
  const location = useLocation();
  return (
    <nav className="shell-navbar" aria-label="Navigazione principale">
      <ul className="shell-navbar-list">
        {NAV_BEFORE_PRODUCTS.map((item) => (
          <li key={item.to}>
            <NavLink className="shell-nav-link" to={item.to} end>
              {item.label}
            </NavLink>
          </li>
        ))}
        <ProductsMenu role={role} />
        {NAV_AFTER_PRODUCTS.map((item) => (
          <li key={item.to}>
            <Link className="shell-nav-link" to={menuTarget(item, location)}>
              {item.label}
            </Link>
          </li>
        ))}
        {user ? (
          <>
            <li className="shell-navbar-expiring">
              <ExpiringButton onOpen={onOpenExpiring} />
            </li>
            {panelPath && (
              <li>
                <Link className="shell-nav-link shell-nav-strong" to={panelPath}>
                  {CONTROL_PANEL_LABEL}
                </Link>
              </li>
            )}
            {role === 'admin' && (
              <li>
                <button type="button" className="shell-nav-link" onClick={onOpenActing}>
                  {ACTING_TEXTS.menu}
                </button>
              </li>
            )}
            <li>
              <button type="button" className="shell-nav-link" onClick={() => void signOut()}>
                {LOGOUT_LABEL}
              </button>
            </li>
          </>
        ) : (
          <>
            <li>
              <Link className="shell-nav-link shell-nav-strong" to={LOGIN.to}>
                {LOGIN.label}
              </Link>
            </li>
            <li>
              <Link className="shell-nav-link" to={REGISTER.to}>
                {REGISTER.label}
              </Link>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}
