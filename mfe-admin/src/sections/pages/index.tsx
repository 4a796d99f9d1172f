import { DeceasedTable } from './DeceasedTable';

/** #pages (spec panels §2): the digital tombstones, newest first, with their row actions. */
export default function PagesSection({ title }: { title: string }) {
  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <DeceasedTable showPage="1" caption={title} />
    </>
  );
}
