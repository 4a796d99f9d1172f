import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from '../format';
import { DataTable, type DataTableColumn } from './DataTable';

interface Deceased {
  ID: number;
  name: string;
  dateOfDeath: string;
}

const rows: Deceased[] = Array.from({ length: 12 }, (_, index) => ({
  ID: index + 1,
  name: `Defunto ${index + 1}`,
  dateOfDeath: `2024-01-${String(index + 1).padStart(2, '0')}`,
}));

const columns: Array<DataTableColumn<Deceased>> = [
  { id: 'ID', label: 'Id', align: 'right' },
  { id: 'name', label: 'Nome', minWidth: 160 },
  { id: 'dateOfDeath', label: 'Data di morte', format: (value) => formatDate(value as string) },
];

function bodyRows() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body).getAllByRole('row');
}

/** The table's code is a lazy chunk: wait for it before looking. */
async function renderTable(ui: ReactElement) {
  const result = render(ui);
  await screen.findByRole('table');
  return result;
}

describe('DataTable', () => {
  it('shows the chosen default page size and formats cells', async () => {
    await renderTable(
      <DataTable columns={columns} rows={rows} defaultPageSize={5} caption="Lapidi digitali" />,
    );

    expect(screen.getByRole('table', { name: 'Lapidi digitali' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Id',
      'Nome',
      'Data di morte',
    ]);
    expect(bodyRows()).toHaveLength(5);
    expect(within(bodyRows()[0]).getByText('01/01/2024')).toBeInTheDocument();
    expect(screen.getByText('1–5 di 12')).toBeInTheDocument();
  });

  it("keeps a column marked sticky 'end' in view (its header and cells carry the sticky rule)", async () => {
    const withActions: Array<DataTableColumn<Deceased>> = [
      ...columns,
      { id: 'actions', label: 'Azioni', sticky: 'end', format: () => 'Modifica' },
    ];
    await renderTable(<DataTable columns={withActions} rows={rows} defaultPageSize={5} />);
    expect(screen.getByRole('columnheader', { name: 'Azioni' })).toHaveClass('rc-table__sticky-end');
    expect(screen.getByRole('columnheader', { name: 'Nome' })).not.toHaveClass('rc-table__sticky-end');
    const cells = within(bodyRows()[0]).getAllByRole('cell');
    expect(cells[3]).toHaveClass('rc-table__sticky-end');
    expect(cells[1]).not.toHaveAttribute('class');
  });

  it("keeps the row actions' column ('actions') in view without being asked", async () => {
    const withActions: Array<DataTableColumn<Deceased>> = [
      ...columns,
      { id: 'actions', label: 'Azioni', format: () => 'Modifica' },
    ];
    await renderTable(<DataTable columns={withActions} rows={rows} defaultPageSize={5} />);
    expect(screen.getByRole('columnheader', { name: 'Azioni' })).toHaveClass('rc-table__sticky-end');
    expect(within(bodyRows()[0]).getAllByRole('cell')[3]).toHaveClass('rc-table__sticky-end');
  });

  it('lets the keyboard scroll a table wider than its frame: the frame takes the focus only then', async () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const width = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    try {
      const wide = await renderTable(<DataTable columns={columns} rows={[]} />);
      expect(wide.container.querySelector('.rc-table-wrap')).toHaveAttribute('tabindex', '0');
      wide.unmount();
      width.mockReturnValue(300);
      const narrow = await renderTable(<DataTable columns={columns} rows={[]} />);
      expect(narrow.container.querySelector('.rc-table-wrap')).not.toHaveAttribute('tabindex');
    } finally {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    }
  });

  it('pages with the labelled previous and next buttons', async () => {
    await renderTable(<DataTable columns={columns} rows={rows} defaultPageSize={5} />);
    const previous = screen.getByRole('button', { name: 'Pagina precedente' });
    const next = screen.getByRole('button', { name: 'Pagina successiva' });
    expect(previous).toBeDisabled();

    await userEvent.click(next);
    await userEvent.click(next);

    expect(screen.getByText('11–12 di 12')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(2);
    expect(next).toBeDisabled();
    await userEvent.click(previous);
    expect(screen.getByText('6–10 di 12')).toBeInTheDocument();
  });

  it("changes the rows per page from 'Righe per pagina' (5, 10, 25 by default) and goes back to page one", async () => {
    await renderTable(<DataTable columns={columns} rows={rows} />);
    const size = screen.getByRole('combobox', { name: 'Righe per pagina' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '25']);
    expect(size).toHaveValue('10');

    await userEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    await userEvent.selectOptions(size, '25');

    expect(bodyRows()).toHaveLength(12);
    expect(screen.getByText('1–12 di 12')).toBeInTheDocument();
  });

  it('says so when there is nothing to show', async () => {
    const { rerender } = await renderTable(<DataTable columns={columns} rows={[]} />);
    expect(screen.getByText('Nessun elemento corrispondente ai criteri di ricerca')).toBeInTheDocument();
    expect(screen.getByText('0–0 di 0')).toBeInTheDocument();
    rerender(<DataTable columns={columns} rows={[]} emptyText="Nessuna dedica" />);
    expect(screen.getByText('Nessuna dedica')).toBeInTheDocument();
  });

  it('stays on an existing page when rows shrink', async () => {
    const { rerender } = await renderTable(<DataTable columns={columns} rows={rows} defaultPageSize={5} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));

    rerender(<DataTable columns={columns} rows={rows.slice(0, 7)} defaultPageSize={5} />);

    expect(screen.getByText('6–7 di 7')).toBeInTheDocument();
  });

  it('opens a row by click or keyboard when rows are clickable', async () => {
    const onRowClick = vi.fn();
    await renderTable(
      <DataTable columns={columns} rows={rows} defaultPageSize={5} onRowClick={onRowClick} />,
    );

    await userEvent.click(screen.getByText('Defunto 2'));
    bodyRows()[2].focus();
    await userEvent.keyboard('{Enter}');

    expect(onRowClick.mock.calls.map(([row]) => (row as Deceased).ID)).toEqual([2, 3]);
  });

  it('with server paging shows the page it is given, counts the total and asks for other pages', async () => {
    const onChange = vi.fn();
    const page = rows.slice(5, 10);
    await renderTable(
      <DataTable
        columns={columns}
        rows={page}
        pageSizes={[5, 10, 25]}
        serverPaging={{ total: 37, page: 1, pageSize: 5, onChange }}
      />,
    );

    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    expect(screen.getByText('6–10 di 37')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pagina precedente' }));
    await userEvent.selectOptions(screen.getByLabelText('Righe per pagina'), '25');
    expect(onChange.mock.calls).toEqual([
      [2, 5],
      [0, 5],
      [0, 25],
    ]);
  });

  it('with a total the server did not count whole says "oltre" and still offers the next page', async () => {
    const onChange = vi.fn();
    await renderTable(
      <DataTable
        columns={columns}
        rows={rows.slice(0, 5)}
        serverPaging={{ total: 10000, totalAtLeast: true, page: 1999, pageSize: 5, onChange }}
      />,
    );

    expect(screen.getByText('9996–10000 di oltre 10.000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(onChange.mock.calls).toEqual([[2000, 5]]);
  });
});
