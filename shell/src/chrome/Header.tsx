import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { loadUserPicker } from '@ricordo/shared-design';
import { Drawer } from './Drawer';
import { NavBar } from './NavBar';

// Anonymous visitors (a plaque scanned at the cemetery) never open it: its code comes with the first click.
const ExpiringDialog = lazy(async () => ({ default: (await import('./ExpiringDialog')).ExpiringDialog }));
// Admins only: fetched when 'AGISCI PER UN UTENTE' is clicked, with the kit's user picker it draws.
const ActingDialog = lazy(async () => {
  const [module] = await Promise.all([import('./acting/ActingDialog'), loadUserPicker()]);
  return { default: module.ActingDialog };
});

export function Header() {
  // One dialog for the expiring-memorial icon of the bar and of the drawer.
  const [expiringOpen, setExpiringOpen] = useState(false);
  const openExpiring = () => setExpiringOpen(true);
  const [actingOpen, setActingOpen] = useState(false);
  const openActing = () => setActingOpen(true);
  return (
    <header className="shell-header">
      <Link className="shell-brand" to="/home">
        Ricordo
      </Link>
      <NavBar onOpenExpiring={openExpiring} onOpenActing={openActing} />
      <Drawer onOpenExpiring={openExpiring} onOpenActing={openActing} />
      {expiringOpen && (
        <Suspense fallback={null}>
          <ExpiringDialog onClose={() => setExpiringOpen(false)} />
        </Suspense>
      )}
      {actingOpen && (
        <Suspense fallback={null}>
          <ActingDialog onClose={() => setActingOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
