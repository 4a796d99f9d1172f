import { EmptySection } from '../../panel/EmptySection';

/** #aggiungi-lampada (spec panels §2). */
export function AggiungiLampadaSection({ title }: { title: string }) {
  return <EmptySection title={title} />;
}
