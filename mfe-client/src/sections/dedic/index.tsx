import { EmptySection } from '@ricordo/shared-design';

/** #dedic (spec panels §2). */
export function DedicSection({ title }: { title: string }) {
  return <EmptySection title={title} />;
}
