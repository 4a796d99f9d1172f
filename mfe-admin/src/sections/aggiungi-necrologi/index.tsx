import { EmptySection } from '@ricordo/shared-design';

/** #aggiungi-necrologi (spec panels §2). */
export default function AggiungiNecrologiSection({ title }: { title: string }) {
  return <EmptySection title={title} />;
}
