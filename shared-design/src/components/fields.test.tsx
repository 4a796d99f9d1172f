import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';
import { PasswordField } from './PasswordField';
import { Select } from './Select';
import { TextArea, TextField } from './TextField';

describe('TextField', () => {
  it('is found by its label and typed into', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return <TextField label="Nome" value={value} onChange={(event) => setValue(event.target.value)} />;
    }
    render(<Controlled />);

    await userEvent.type(screen.getByLabelText('Nome'), 'Maria');

    expect(screen.getByLabelText('Nome')).toHaveValue('Maria');
  });

  it('ties its error and hint to the input, and marks it invalid', () => {
    render(<TextField label="Email" hint="La useremo solo per avvisarti" error="Campo non valido" />);
    const input = screen.getByLabelText('Email');

    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('La useremo solo per avvisarti Campo non valido');
    expect(screen.getByText('Campo non valido')).toBeVisible();
  });

  it('is valid and undescribed without an error', () => {
    render(<TextField label="Cognome" />);
    const input = screen.getByLabelText('Cognome');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('marks required fields for assistive technology without native browser bubbles', () => {
    render(<TextField label="Username" required />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
  });

  it('passes its ref to the input so a form can focus it', () => {
    const ref = { current: null as HTMLInputElement | null };
    render(<TextField label="Telefono" ref={ref} />);
    ref.current?.focus();
    expect(screen.getByLabelText('Telefono')).toHaveFocus();
  });

  it('has a multi-line variant with the same wiring', () => {
    render(<TextArea label="Messaggio" error="Messaggio obbligatorio" />);
    expect(screen.getByRole('textbox', { name: 'Messaggio' })).toHaveAccessibleDescription(
      'Messaggio obbligatorio',
    );
  });
});

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, then hides it again', async () => {
    render(<PasswordField label="Password" defaultValue="RicordoDemo2026" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');

    const show = screen.getByRole('button', { name: 'Mostra password' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(show);

    expect(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Nascondi password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(hide);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('shows its error under the field', () => {
    render(<PasswordField label="Nuova password" error="La password deve contenere almeno 8 caratteri" />);
    expect(screen.getByLabelText('Nuova password')).toHaveAccessibleDescription(
      'La password deve contenere almeno 8 caratteri',
    );
  });
});

describe('Select', () => {
  it('offers its options under a label and reports the choice', async () => {
    const onChange = vi.fn();
    render(
      <Select
        label="Regione"
        placeholder="Seleziona"
        options={[
          { value: 9, label: 'Lombardia' },
          { value: 13, label: 'Lazio' },
        ]}
        onChange={(event) => onChange(event.target.value)}
        error="Devi effettuare una scelta"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Regione' });
    expect(select).toHaveAccessibleDescription('Devi effettuare una scelta');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Seleziona',
      'Lombardia',
      'Lazio',
    ]);

    await userEvent.selectOptions(select, 'Lazio');
    expect(onChange).toHaveBeenCalledWith('13');
  });
});

describe('Checkbox', () => {
  it('toggles from its label and shows its error', async () => {
    render(<Checkbox label="Accetto i termini" error="Devi accettare i termini" />);
    const box = screen.getByRole('checkbox', { name: 'Accetto i termini' });
    expect(box).toHaveAccessibleDescription('Devi accettare i termini');
    expect(box).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByText('Accetto i termini'));
    expect(box).toBeChecked();
  });
});
