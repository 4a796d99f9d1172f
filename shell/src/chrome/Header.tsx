import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { Drawer } from './Drawer';
import { NavBar } from './NavBar';

// Anonymous visitors (a plaque scanned at the cemetery) never open it: its code comes with the first click.
const ExpiringDialog = lazy(async () => ({ default: (await import('./ExpiringDialog')).ExpiringDialog }));

export function Header() {
  // One dialog for the expiring-memorial icon of the bar and of the drawer.
  const [expiringOpen, setExpiringOpen] = useState(false);
  const openExpiring = () => setExpiringOpen(true);
  return (
    <header className="shell-header">
      <Link className="shell-brand" to="/home">
        Ricordo
      </Link>
      <NavBar onOpenExpiring={openExpiring} />
      <Drawer onOpenExpiring={openExpiring} />
      {expiringOpen && (
        <Suspense fallback={null}>
          <ExpiringDialog onClose={() => setExpiringOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
