// 'Lapidi che gestisci': the pages of other owners the person manages, beside their own (#pages), with their
// 'Visibilità' and 'Scarica tutto'.
import { DataTable, FormMessage, formatDate, type DataTableColumn } from '@ricordo/shared-design';
import { useApiData } from '@ricordo/shared-design/back-office';
import { openMemorial } from '../../panel/my-deceased';
import { FamilyDownloads } from './FamilyDownloads';
import type { ManagedPage } from './managers-api';
import { PagePrivacyButton } from './PagePrivacyDialog';
import { PAGES_TEXTS } from './pages-texts';
import { MANAGERS_TEXTS as T } from './managers-texts';

const COLUMNS: Array<DataTableColumn<ManagedPage>> = [
  {
    id: 'name',
    label: 'Nome',
    format: (_value, row) => (
      <>
        {`${row.name} ${row.surname}`.trim()}
        <span className="rc-visually-hidden"> (apre la lapide in una nuova scheda)</span>
      </>
    ),
  },
  { id: 'dateOfBirth', label: 'Data di nascita', format: (value) => formatDate(value as string | null) },
  { id: 'dateOfDeath', label: 'Data di morte', format: (value) => formatDate(value as string | null) },
  { id: 'ownerName', label: T.owner },
  {
    // A manager narrows the page's privacy (the server refuses widening) and takes 'Scarica tutto' and the book.
    id: 'actions',
    label: PAGES_TEXTS.actions,
    sticky: 'end',
    format: (_value, row) => (
      <>
        <PagePrivacyButton deceasedId={row.ID} name={`${row.name} ${row.surname}`.trim()} />{' '}
        <FamilyDownloads row={row} />
      </>
    ),
  },
];

export function ManagedPages() {
  const managed = useApiData('managedPages', {});
  const pages = managed.data?.pages ?? null;
  // Only someone who manages a page for another owner sees the block (an owner's panel stays as it was).
  if (managed.loading || !pages || pages.length === 0)
    return managed.error ? <FormMessage>{managed.error}</FormMessage> : null;
  return (
    <section className="client-managed-pages" aria-labelledby="managed-pages">
      <h3 id="managed-pages">{T.managed}</h3>
      <p className="rc-field__hint">{T.managedHint}</p>
      {pages && (
        <DataTable
          caption="Seleziona una riga per aprire la lapide digitale in una nuova scheda"
          columns={COLUMNS}
          rows={pages}
          pageSizes={[5, 10, 25]}
          defaultPageSize={10}
          emptyText=""
          onRowClick={(row) => openMemorial(row.ID)}
        />
      )}
    </section>
  );
}
