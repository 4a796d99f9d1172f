import { EmptySection } from '@ricordo/shared-design';

/** #dedic (spec panels §2). */
export default function DedicSection({ title }: { title: string }) {
  return <EmptySection title={title} />;
}
