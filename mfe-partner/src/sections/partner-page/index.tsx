import { PartnerPageEditor } from '@ricordo/shared-design/back-office';

/** #partner-page (spec panels §2): the partner page editor of the kit's back-office entry. */
export default function PartnerPageSection({ title }: { title: string }) {
  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <PartnerPageEditor />
    </>
  );
}
