import { EmptySection } from '@ricordo/shared-design';

/** #partner-page (spec panels §2). */
export function PartnerPageSection({ title }: { title: string }) {
  return <EmptySection title={title} />;
}
