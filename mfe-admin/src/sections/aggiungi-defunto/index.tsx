import { EmptySection } from '../../panel/EmptySection';

/** #aggiungi-defunto (spec panels §2). */
export function AggiungiDefuntoSection({ title }: { title: string }) {
  return <EmptySection title={title} />;
}
