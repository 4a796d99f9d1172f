import type { ReactNode } from 'react';
import './pages.css';

/** The centred card every account page sits in; named by its heading. */
export function PageCard({
  title,
  titleId,
  children,
}: {
  title: ReactNode;
  titleId: string;
  children: ReactNode;
}) {
  return (
    <section className="pub-card-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {children}
    </section>
  );
}
