import { MemorialSection } from '../../memorial/MemorialSection';

/** #aggiungi-memorial, 'Attiva memorial' (spec panels §2): DeceasedID=000{id} in the query. */
export default function AggiungiMemorialSection({ title }: { title: string }) {
  return <MemorialSection title={title} mode="add" />;
}
