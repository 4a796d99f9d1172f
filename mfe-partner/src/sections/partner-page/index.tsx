import { PartnerPageEditor } from '@ricordo/shared-design/back-office';
import { PartnersTable } from '../../tables/PartnersTable';

/**
 * #partner-page (spec panels §2): the partners table (the partner's company, its data and page address,
 * 'Modifica dati') above the partner page editor of the kit's back-office entry.
 */
export default function PartnerPageSection({ title }: { title: string }) {
  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <PartnersTable />
      <PartnerPageEditor />
    </>
  );
}
