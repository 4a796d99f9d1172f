import { EmptySection } from '@ricordo/shared-design';

/** #richiedi-qrcode (spec panels §2). */
export function RichiediQrcodeSection({ title }: { title: string }) {
  return <EmptySection title={title} />;
}
