import { MemorialSection } from '../../memorial/MemorialSection';

/** #modifica-memorial, 'Modifica memorial' (spec panels §2): DeceasedID=000{id} in the query. */
export default function ModificaMemorialSection({ title }: { title: string }) {
  return <MemorialSection title={title} mode="edit" />;
}
