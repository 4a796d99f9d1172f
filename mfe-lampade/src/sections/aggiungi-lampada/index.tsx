import { EmptySection } from '@ricordo/shared-design';

/** #aggiungi-lampada (spec panels §2). */
export function AggiungiLampadaSection({ title }: { title: string }) {
  return <EmptySection title={title} />;
}
