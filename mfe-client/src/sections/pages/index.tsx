import { EmptySection } from '../../panel/EmptySection';

/** #pages (spec panels §2). */
export function PagesSection({ title }: { title: string }) {
  return <EmptySection title={title} />;
}
