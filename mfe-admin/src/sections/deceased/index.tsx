import { DeceasedTable } from '../pages/DeceasedTable';

/**
 * #deceased (spec panels §2 "Also #deceased exists as a table section"): every deceased, tombstones and
 * obituaries, with the row actions of #pages; other screens reach it with history state `deceasedName`.
 */
export default function DeceasedSection({ title }: { title: string }) {
  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <DeceasedTable caption={title} />
    </>
  );
}
