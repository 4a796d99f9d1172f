import { EmptySection } from '../../panel/EmptySection';

/** #aggiungi-abbonato (spec panels §2). */
export function AggiungiAbbonatoSection({ title }: { title: string }) {
  return <EmptySection title={title} />;
}
