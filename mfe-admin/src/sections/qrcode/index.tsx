import { EmptySection } from '@ricordo/shared-design';

/** #qrcode (spec panels §2). */
export function QrcodeSection({ title }: { title: string }) {
  return <EmptySection title={title} />;
}
