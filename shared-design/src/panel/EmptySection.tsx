/** A section heading with the empty state of a list that has nothing to show. */
export function EmptySection({ title }: { title: string }) {
  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <p className="panel-empty">Nessun elemento da mostrare</p>
    </>
  );
}
