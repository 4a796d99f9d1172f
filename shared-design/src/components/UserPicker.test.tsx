import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { UserPicker, type PickableUser } from './UserPicker';

interface Person extends PickableUser {
  name: string;
}

const TEXTS = {
  label: 'Nome o username',
  search: 'Cerca',
  searching: 'Ricerca in corso',
  invalid: 'Campo non valido',
  pick: "Scegli l'account",
};

function Harness({
  find,
  onFailure = vi.fn(),
}: {
  find: (q: string) => Promise<Person[]>;
  onFailure?: (m: string) => void;
}) {
  const [selected, setSelected] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <UserPicker<Person>
        texts={TEXTS}
        name="who"
        find={find}
        optionLabel={(user) => user.name}
        selected={selected}
        onSelect={setSelected}
        pickError={null}
        onFailure={onFailure}
        inputRef={inputRef}
        autoFocus
      />
      <output data-testid="selected">{selected ?? ''}</output>
    </>
  );
}

describe('UserPicker', () => {
  it('loads its code on first use, focuses the search, lists the users found and chooses a lone one', async () => {
    const find = vi.fn(async (q: string) =>
      q === 'rossi'
        ? [
            { ID: 1, name: 'Maria Rossi' },
            { ID: 2, name: 'Mario Rossi' },
          ]
        : [{ ID: 3, name: 'Anna Neri' }],
    );
    render(<Harness find={find} />);
    const field = await screen.findByLabelText('Nome o username');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('maxLength', '64');

    await userEvent.type(field, ' rossi ');
    await userEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(await screen.findByRole('radiogroup', { name: "Scegli l'account" })).toBeInTheDocument();
    expect(find).toHaveBeenCalledWith('rossi');
    expect(screen.getByTestId('selected')).toHaveTextContent('');
    await userEvent.click(screen.getByRole('radio', { name: 'Mario Rossi' }));
    expect(screen.getByTestId('selected')).toHaveTextContent('2');

    await userEvent.clear(field);
    await userEvent.type(field, 'neri');
    await userEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(await screen.findByRole('radio', { name: 'Anna Neri' })).toBeChecked();
    expect(screen.getByTestId('selected')).toHaveTextContent('3');
  });

  it("shows an empty search's and a 404's message under the field, and hands other failures to the dialog", async () => {
    const onFailure = vi.fn();
    const find = vi.fn(async (q: string): Promise<Person[]> => {
      if (q === 'nessuno') throw new ApiError('Utente non trovato', { status: 404 });
      throw new ApiError('Errore del server', { status: 500 });
    });
    render(<Harness find={find} onFailure={onFailure} />);
    const field = await screen.findByLabelText('Nome o username');
    await userEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(field).toHaveAccessibleDescription(/Campo non valido/);
    expect(find).not.toHaveBeenCalled();

    await userEvent.type(field, 'nessuno');
    await userEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(await screen.findByText('Utente non trovato')).toBeInTheDocument();
    expect(onFailure).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, 'altro');
    await userEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalledWith('Errore del server'));
  });
});
