import { DeceasedSection } from '../../panel/DeceasedSection';

/** #visualizza-dediche (spec panels §2): reached from a row, with DeceasedID=000{id} in the query. */
export default function VisualizzaDedicheSection({ title }: { title: string }) {
  return <DeceasedSection title={title} />;
}
