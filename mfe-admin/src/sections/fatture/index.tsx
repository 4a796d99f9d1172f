import { InvoicesPanel } from '@ricordo/shared-design/back-office';

/** #fatture: Ricordo's invoices, or another issuer's (docs/contracts.md "Invoices"). */
export default function FattureSection({ title }: { title: string }) {
  return <InvoicesPanel scope="admin" title={title} />;
}
