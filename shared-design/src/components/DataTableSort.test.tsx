import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn } from './DataTable';

interface Deceased {
  ID: number;
  name: string;
  dateOfDeath: string | null;
}

const rows: Deceased[] = [
  { ID: 3, name: 'Zanetti', dateOfDeath: '2024-03-01' },
  { ID: 12, name: 'Bianchi', dateOfDeath: null },
  { ID: 7, name: 'ávila', dateOfDeath: '2023-11-20' },
  { ID: 1, name: 'Rossi', dateOfDeath: '2024-01-15' },
];

const columns: Array<DataTableColumn<Deceased>> = [
  { id: 'name', label: 'Nome', sortable: true },
  { id: 'dateOfDeath', label: 'Data di morte', sortable: true },
  { id: 'actions', label: 'Azioni' },
];

const names = () => {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0].textContent);
};

describe('DataTable sorting (spec panels §9)', () => {
  it('starts descending by id and sorts by a header, by keyboard too, saying the order with aria-sort', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        columns={columns}
        rows={rows}
        pageSizes={[5]}
        defaultSort={{ column: 'ID', direction: 'desc' }}
      />,
    );
    await screen.findByRole('table');
    expect(names()).toEqual(['Bianchi', 'ávila', 'Zanetti', 'Rossi']);
    const nameHeader = screen.getByRole('columnheader', { name: 'Nome' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Azioni' })).not.toHaveAttribute('aria-sort');

    await user.click(within(nameHeader).getByRole('button', { name: 'Nome' }));
    expect(names()).toEqual(['ávila', 'Bianchi', 'Rossi', 'Zanetti']);
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

    within(nameHeader).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Zanetti', 'Rossi', 'Bianchi', 'ávila']);
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');

    // A deceased without a date of death stays last either way.
    const dateHeader = screen.getByRole('columnheader', { name: 'Data di morte' });
    await user.click(within(dateHeader).getByRole('button'));
    expect(names()).toEqual(['ávila', 'Rossi', 'Zanetti', 'Bianchi']);
    await user.keyboard(' ');
    expect(names()).toEqual(['Zanetti', 'Rossi', 'ávila', 'Bianchi']);
    expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  });

  it('keeps the order of the rows given when nothing is sorted and no header is sortable', async () => {
    render(<DataTable columns={[{ id: 'name', label: 'Nome' }]} rows={rows} />);
    await screen.findByRole('table');
    expect(names()).toEqual(['Zanetti', 'Bianchi', 'ávila', 'Rossi']);
    expect(screen.queryByRole('button', { name: 'Nome' })).not.toBeInTheDocument();
  });
});
