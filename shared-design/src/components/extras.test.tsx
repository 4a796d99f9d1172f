import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Chip } from './Chip';
import { Collapsible } from './Collapsible';
import { FormMessage } from './FormMessage';
import { RadioGroup } from './RadioGroup';

describe('RadioGroup', () => {
  it('groups the choices under their question and reports the one picked', async () => {
    function ContactChoice() {
      const [value, setValue] = useState<string | null>(null);
      return (
        <RadioGroup
          legend="Come preferisci essere contattato?"
          name="contact"
          value={value}
          onChange={setValue}
          error={value ? null : 'Devi effettuare una scelta'}
          options={[
            { value: 'email', label: 'Email' },
            { value: 'wa', label: 'WhatsApp', disabled: true },
          ]}
        />
      );
    }
    render(<ContactChoice />);
    const group = screen.getByRole('radiogroup', { name: 'Come preferisci essere contattato?' });
    expect(group).toHaveAccessibleDescription('Devi effettuare una scelta');
    expect(screen.getByRole('radio', { name: 'WhatsApp' })).toBeDisabled();

    await userEvent.click(screen.getByRole('radio', { name: 'Email' }));

    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(screen.queryByText('Devi effettuare una scelta')).not.toBeInTheDocument();
  });
  it('is a radio group, the one role on which aria-required is allowed (axe aria-allowed-attr)', () => {
    render(
      <RadioGroup
        legend="Sesso"
        name="gender"
        required
        value={null}
        onChange={() => {}}
        options={[
          { value: 'M', label: 'Uomo' },
          { value: 'F', label: 'Donna' },
        ]}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Sesso' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toBeRequired();
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });
});

describe('Collapsible', () => {
  it('opens and closes its content from the title button', async () => {
    render(
      <Collapsible title="Cambia password">
        <p>Vecchia password</p>
      </Collapsible>,
    );
    const toggle = screen.getByRole('button', { name: 'Cambia password' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Vecchia password')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Vecchia password')).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Cambia password' })).toBeInTheDocument();
  });
});

describe('Chip', () => {
  it('shows a status label in its tone', () => {
    render(<Chip tone="dark">Memorial scaduto il 01/01/2025</Chip>);
    expect(screen.getByText('Memorial scaduto il 01/01/2025')).toHaveClass('rc-chip--dark');
  });
});

describe('FormMessage', () => {
  it('announces errors as an alert and notes as a status', () => {
    const { rerender } = render(<FormMessage>Riempi tutti i campi</FormMessage>);
    expect(screen.getByRole('alert')).toHaveTextContent('Riempi tutti i campi');
    rerender(<FormMessage kind="info">Ti abbiamo inviato un link</FormMessage>);
    expect(screen.getByRole('status')).toHaveTextContent('Ti abbiamo inviato un link');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
