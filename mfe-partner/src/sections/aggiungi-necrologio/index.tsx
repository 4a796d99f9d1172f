import { EmptySection } from '../../panel/EmptySection';

/** #aggiungi-necrologio (spec panels §2). */
export function AggiungiNecrologioSection({ title }: { title: string }) {
  return <EmptySection title={title} />;
}
