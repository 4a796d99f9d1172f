import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Drawer } from './Drawer';
import { ExpiringDialog } from './ExpiringMemorials';
import { NavBar } from './NavBar';

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
      <ExpiringDialog open={expiringOpen} onClose={() => setExpiringOpen(false)} />
    </header>
  );
}
