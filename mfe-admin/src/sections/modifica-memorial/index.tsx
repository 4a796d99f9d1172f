import { DeceasedSection } from '../../panel/DeceasedSection';

/** #modifica-memorial (spec panels §2): reached from a row, with DeceasedID=000{id} in the query. */
export default function ModificaMemorialSection({ title }: { title: string }) {
  return <DeceasedSection title={title} />;
}
