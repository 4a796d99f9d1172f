import { useState } from 'react';
import { Button, Select, toast } from '@ricordo/shared-design';
import { downloadFile, DownloadError, useDownloads } from '@ricordo/shared-design/back-office';
import { EXPORT_TABLES, exportOf, type ExportTable } from './books-range';
import { BOOKS_TEXTS as T } from './books-texts';

/** 'Esporta CSV' and 'Esporta XLSX' of one table of the books over the months shown. */
export function BooksExport({ from, to }: { from: string; to: string }) {
  const [table, setTable] = useState<ExportTable>('ordini');
  const { busy, during } = useDownloads();
  const save = (format: 'csv' | 'xlsx') =>
    during(format, async () => {
      const file = exportOf(table, format, from, to);
      try {
        await downloadFile(file.path, file.filename);
        toast(T.exported, 'success');
      } catch (error) {
        toast((error instanceof DownloadError && error.message) || T.exportFailed, 'error');
      }
    });
  return (
    <section aria-labelledby="books-export-title" className="books-export">
      <h3 id="books-export-title">{T.exportTitle}</h3>
      <div className="books-export-row">
        <Select
          label={T.exportTable}
          options={EXPORT_TABLES.map((value) => ({ value, label: T.tables[value] }))}
          value={table}
          onChange={(event) => setTable(event.target.value as ExportTable)}
        />
        <Button
          variant="secondary"
          loading={busy === 'csv'}
          disabled={busy !== null}
          onClick={() => void save('csv')}
        >
          {T.exportCsv}
        </Button>
        <Button
          variant="secondary"
          loading={busy === 'xlsx'}
          disabled={busy !== null}
          onClick={() => void save('xlsx')}
        >
          {T.exportXlsx}
        </Button>
      </div>
    </section>
  );
}
