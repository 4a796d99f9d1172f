// The frame of the public text pages (what it is, how it works, prices, terms, sales conditions, privacy):
// a wide card with a heading, an optional date line and readable sections.
import type { ReactNode } from 'react';
import './text-pages.css';

export function TextPage({
  title,
  titleId,
  updated,
  children,
}: {
  title: string;
  titleId: string;
  /** 'Ultimo aggiornamento: …' for the legal pages. */
  updated?: string;
  children: ReactNode;
}) {
  return (
    <article className="pub-text-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {updated && <p className="pub-text-page__updated">Ultimo aggiornamento: {updated}</p>}
      {children}
    </article>
  );
}

export function TextSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="pub-text-section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}
