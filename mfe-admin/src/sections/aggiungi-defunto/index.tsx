import { EmptySection } from '@ricordo/shared-design';

/** #aggiungi-defunto (spec panels §2). */
export default function AggiungiDefuntoSection({ title }: { title: string }) {
  return <EmptySection title={title} />;
}
