import { EmptySection } from '@ricordo/shared-design';

/** #necrologi (spec panels §2). */
export default function NecrologiSection({ title }: { title: string }) {
  return <EmptySection title={title} />;
}
