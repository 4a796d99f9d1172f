import { InvoicesPanel } from '@ricordo/shared-design/back-office';

/** #fatture: the invoices the manager's company issued to its subscribers (docs/contracts.md "Invoices"). */
export default function FattureSection({ title }: { title: string }) {
  return <InvoicesPanel scope="lampade" title={title} />;
}
