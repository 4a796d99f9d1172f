import { EmptySection } from '@ricordo/shared-design';

/** #aggiungi-abbonato (spec panels §2). */
export function AggiungiAbbonatoSection({ title }: { title: string }) {
  return <EmptySection title={title} />;
}
