import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Role } from '@ricordo/shared-design';
import { PRODUCTS_MENU_LABEL, productsMenu } from './menu';

/** The PRODOTTI disclosure menu of the navigation bar; Escape or a click outside closes it. */
export function ProductsMenu({ role }: { role: Role | null }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <li className="shell-products" ref={root}>
      <button
        ref={button}
        type="button"
        className="shell-nav-link shell-products-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {PRODUCTS_MENU_LABEL} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul id={id} className="shell-products-list">
          {productsMenu(role).map((item) => (
            <li key={item.to}>
              <Link className="shell-products-item" to={item.to} onClick={() => setOpen(false)}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
