import { useEffect, useState } from 'react';
import { api, isAbortError, type CallData } from '@ricordo/shared-design';
import { InvoicesPanel } from '@ricordo/shared-design/back-office';

type Issuers = CallData<'adminFattureEmittenti'>['issuers'];

/**
 * #fatture: Ricordo's invoices, or another issuer's (docs/contracts.md "Invoices"). 'Emittente' offers
 * Ricordo, every lamp manager company that issued invoices, and all of them; the list and the month's ZIP
 * follow the choice. Until the issuers are read (or if they cannot be) Ricordo and 'Tutti' stay offered.
 */
export default function FattureSection({ title }: { title: string }) {
  const [issuers, setIssuers] = useState<Issuers | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    api.call('adminFattureEmittenti', { signal: controller.signal }).then(
      (answer) => setIssuers(answer.data.issuers),
      (failure: unknown) => {
        if (!isAbortError(failure)) console.error('invoice issuers failed', failure);
      },
    );
    return () => controller.abort();
  }, []);

  return <InvoicesPanel scope="admin" title={title} issuers={issuers} />;
}
