import { Link } from 'react-router-dom';
import { Drawer } from './Drawer';
import { NavBar } from './NavBar';

export function Header() {
  return (
    <header className="shell-header">
      <Link className="shell-brand" to="/home">
        Ricordo
      </Link>
      <NavBar />
      <Drawer />
    </header>
  );
}
