// #partners (spec panels §2 admin panel, §4 "Partner"): the registration requests from /partner, and the
// accepted partners; accept, deny, disable (and enable again), each confirmed, then both lists reload.
import { useEffect, useState } from 'react';
import { useApiData } from '@ricordo/shared-design/back-office';
import { FIRST_PAGE, PartnersTable } from './PartnersTable';
import { PARTNERS_TEXTS as T } from './partners-texts';

export default function PartnersSection({ title }: { title: string }) {
  const [requestsPaging, setRequestsPaging] = useState(FIRST_PAGE);
  const [partnersPaging, setPartnersPaging] = useState(FIRST_PAGE);
  const requests = useApiData('adminPartners', {
    query: { list: 'requests', page: requestsPaging.page + 1, maxResults: requestsPaging.pageSize },
  });
  const partners = useApiData('adminPartners', {
    query: { list: 'partners', page: partnersPaging.page + 1, maxResults: partnersPaging.pageSize },
  });
  // The partner just acted on: once both lists are back, the table showing it puts the focus on its row
  // (its 'Accetta' went with the request), so keyboard users do not start again from the top.
  const [acted, setActed] = useState<number | null>(null);
  const settled = !requests.loading && !partners.loading;
  useEffect(() => {
    if (settled) setActed(null);
  }, [settled]);
  const reload = (partnerId?: number) => {
    requests.reload();
    partners.reload();
    setActed(partnerId ?? null);
  };
  const focusPartner = settled ? acted : null;
  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <PartnersTable
        title={T.requestsTitle}
        intro={T.requestsIntro}
        data={requests.data}
        error={requests.error}
        paging={requestsPaging}
        onPaging={setRequestsPaging}
        onChanged={reload}
        focusPartner={focusPartner}
      />
      <PartnersTable
        title={T.partnersTitle}
        intro={T.partnersIntro}
        data={partners.data}
        error={partners.error}
        paging={partnersPaging}
        onPaging={setPartnersPaging}
        onChanged={reload}
        focusPartner={focusPartner}
      />
    </>
  );
}
