import { EmptySection } from '@ricordo/shared-design';

/** #partner-page (spec panels §2). */
export default function PartnerPageSection({ title }: { title: string }) {
  return <EmptySection title={title} />;
}
