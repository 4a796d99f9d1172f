import { CompanyDataForm, PartnerPageEditor } from '@ricordo/shared-design/back-office';

/**
 * #partner-page (spec panels §2): the partner page editor of the kit's back-office entry, and the company
 * data the manager's invoices are issued with ('Dati azienda': Partita IVA, codice fiscale, SDI, address),
 * the place a blocked invoice's message names.
 */
export default function PartnerPageSection({ title }: { title: string }) {
  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <PartnerPageEditor />
      <h3 className="panel-section-title">Dati azienda</h3>
      <CompanyDataForm />
    </>
  );
}
