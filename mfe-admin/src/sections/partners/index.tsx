import { EmptySection } from '@ricordo/shared-design';

/** #partners (spec panels §2). */
export default function PartnersSection({ title }: { title: string }) {
  return <EmptySection title={title} />;
}
