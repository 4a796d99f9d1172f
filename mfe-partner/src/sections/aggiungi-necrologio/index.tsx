import { EmptySection } from '@ricordo/shared-design';

/** #aggiungi-necrologio (spec panels §2). */
export default function AggiungiNecrologioSection({ title }: { title: string }) {
  return <EmptySection title={title} />;
}
