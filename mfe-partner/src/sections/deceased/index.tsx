import { EmptySection } from '@ricordo/shared-design';

/** #deceased (spec panels §2). */
export default function DeceasedSection({ title }: { title: string }) {
  return <EmptySection title={title} />;
}
