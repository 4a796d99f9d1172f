import { EmptySection } from '../../panel/EmptySection';

/** #deceased (spec panels §2). */
export function DeceasedSection({ title }: { title: string }) {
  return <EmptySection title={title} />;
}
