import { EmptySection } from '@ricordo/shared-design';

/** #lampade (spec panels §2). */
export function LampadeSection({ title }: { title: string }) {
  return <EmptySection title={title} />;
}
