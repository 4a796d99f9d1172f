import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { qrAdminRow } from '@ricordo/shared-design/testing';
import { QrTable, type QrTableProps, type QrTableRow } from '.';

const activated = (ID: number, deceasedId: number, overrides: Partial<QrTableRow> = {}) =>
  qrAdminRow(ID, {
    activationStatus: 'active',
    deceased: { ID: deceasedId, name: 'Anna', surname: `Bianchi${ID}` },
    owner: { ID: 5, name: 'Paola', surname: 'Verdi', username: 'paolaverdi' },
    ...overrides,
  });

function renderTable(props: Partial<QrTableProps> = {}) {
  const handlers = {
    onPageChange: vi.fn(),
    onTemporaryChange: vi.fn(),
    onDelete: vi.fn(async (_row: QrTableRow) => undefined),
    onAssign: vi.fn(async () => undefined),
    onSaleOnAccount: vi.fn(async () => undefined),
    onTransfer: vi.fn(),
  };
  render(
    <QrTable
      rows={[qrAdminRow(3), activated(2, 70, { pending: 1 }), activated(1, 71)]}
      total={3}
      page={0}
      pageSize={10}
      temporary={false}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

const rowOf = async (code: string) => (await screen.findByText(code)).closest('tr') as HTMLElement;

describe('QrTable', () => {
  it('shows code, verification code, the image link, the deceased with the pending badge, and the count', async () => {
    renderTable();
    const pending = await rowOf('PLAQUE2');
    expect(within(pending).getByText('VERIF2')).toBeInTheDocument();
    expect(within(pending).getByText('In accettazione')).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'Visualizza qr-code' })).toHaveAttribute(
      'href',
      '/api/admin/qrcodes/2/image.png',
    );
    expect(within(await rowOf('PLAQUE1')).queryByText('In accettazione')).not.toBeInTheDocument();
    expect(screen.getByText('1–3 di 3')).toBeInTheDocument();
    expect(screen.getByText('Elementi selezionati: 0')).toBeInTheDocument();
  });

  it('selects plaques with a page and hands their deceased to the transfer', async () => {
    const { onTransfer } = renderTable();
    expect(screen.getByRole('checkbox', { name: 'Seleziona il qrCode PLAQUE3' })).toBeDisabled();
    const transfer = screen.getByRole('button', { name: 'Cedi proprietà' });
    expect(transfer).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleziona il qrCode PLAQUE2' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleziona il qrCode PLAQUE1' }));
    expect(screen.getByText('Elementi selezionati: 2')).toBeInTheDocument();
    await userEvent.click(transfer);
    expect(onTransfer).toHaveBeenCalledWith([70, 71]);
    await userEvent.click(screen.getByRole('button', { name: 'Cedi la proprietà del qrCode PLAQUE1' }));
    expect(onTransfer).toHaveBeenLastCalledWith([71]);
  });

  it('deletes only after the irreversible question; No changes nothing', async () => {
    const { onDelete } = renderTable();
    // An activated plaque offers no delete.
    expect(screen.queryByRole('button', { name: 'Elimina il qrCode PLAQUE2' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Elimina il qrCode PLAQUE3' }));
    const dialog = screen.getByRole('dialog', { name: 'Attenzione' });
    expect(dialog).toHaveAccessibleDescription(
      "Sei sicuro di voler eliminare il qrCode selezionato, l'operazione sara` irreversibile",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(onDelete).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Elimina il qrCode PLAQUE3' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Si' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onDelete.mock.calls[0][0]).toMatchObject({ ID: 3 });
  });

  it('marks assigned and records a sale on account after their questions, one click at a time', async () => {
    let finish: () => void = () => undefined;
    const onAssign = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { onSaleOnAccount } = renderTable({ onAssign });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Imposta il qrCode PLAQUE3 come assegnato' }),
    );
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'Sei sicuro di voler impostare il qrcode come assegnato?',
    );
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Si' }));
    // While the server works, a second click does nothing and the other actions wait.
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Si' }));
    expect(onAssign).toHaveBeenCalledTimes(1);
    expect(
      screen.getByRole('button', { name: 'Registra il qrCode PLAQUE3 in conto vendita' }),
    ).toBeDisabled();
    finish();
    await screen.findByRole('button', { name: 'Registra il qrCode PLAQUE3 in conto vendita' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(
      screen.getByRole('button', { name: 'Registra il qrCode PLAQUE3 in conto vendita' }),
    );
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'Sei sicuro di voler registrare il qrcode selezionato in conto vendita?',
    );
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Si' }));
    expect(onSaleOnAccount).toHaveBeenCalledTimes(1);
  });

  it('offers no assign or sale on account for a temporary or sold plaque', async () => {
    renderTable({
      rows: [
        qrAdminRow(4, { temporary: 1, expired: true }),
        qrAdminRow(5, { sold: 1, saleChannel: 'online' }),
      ],
      total: 2,
    });
    const temporary = await rowOf('PLAQUE4');
    expect(within(temporary).getByText('Scaduto')).toBeInTheDocument();
    expect(
      within(temporary).queryByRole('button', { name: /assegnato|conto vendita/ }),
    ).not.toBeInTheDocument();
    const online = await rowOf('PLAQUE5');
    expect(within(online).getByText('Venduto online')).toBeInTheDocument();
    expect(within(online).queryByRole('button', { name: /assegnato|conto vendita/ })).not.toBeInTheDocument();
  });

  it('toggles temporary codes and asks the server for other pages', async () => {
    const { onTemporaryChange, onPageChange } = renderTable({ total: 23 });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Temporanei' }));
    expect(onTemporaryChange).toHaveBeenCalledWith(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Pagina successiva' }));
    expect(onPageChange).toHaveBeenCalledWith(1, 10);
    await userEvent.selectOptions(screen.getByLabelText('Righe per pagina'), '25');
    expect(onPageChange).toHaveBeenLastCalledWith(0, 25);
  });

  it('says "No connection" when the list failed and "Nessun elemento…" when it is empty', async () => {
    const { unmount } = render(
      <QrTable
        rows={[]}
        total={0}
        page={0}
        pageSize={10}
        onPageChange={vi.fn()}
        temporary={false}
        onTemporaryChange={vi.fn()}
        error="No connection"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No connection');
    unmount();
    renderTable({ rows: [], total: 0 });
    expect(
      await screen.findByText('Nessun elemento corrispondente ai criteri di ricerca'),
    ).toBeInTheDocument();
  });

  it("says 'di oltre' past the server's count and keeps the next page open", async () => {
    const { onPageChange } = renderTable({ total: 10_000, totalAtLeast: true, pageSize: 5 });
    expect(await screen.findByText(/di oltre 10\.000/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(onPageChange).toHaveBeenCalledWith(1, 5);
  });
});
