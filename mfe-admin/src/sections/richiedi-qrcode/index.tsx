import { EmptySection } from '../../panel/EmptySection';

/** #richiedi-qrcode (spec panels §2). */
export function RichiediQrcodeSection({ title }: { title: string }) {
  return <EmptySection title={title} />;
}
