import { EmptySection } from '../../panel/EmptySection';

/** #necrologi (spec panels §2). */
export function NecrologiSection({ title }: { title: string }) {
  return <EmptySection title={title} />;
}
