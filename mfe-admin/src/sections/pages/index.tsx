import { EmptySection } from '@ricordo/shared-design';

/** #pages (spec panels §2). */
export default function PagesSection({ title }: { title: string }) {
  return <EmptySection title={title} />;
}
