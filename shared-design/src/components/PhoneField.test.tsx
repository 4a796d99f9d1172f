import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { formatPhone, parsePhone, PhoneField } from './PhoneField';

function Controlled({ initial = '', onValue }: { initial?: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneField
        label="Telefono"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('parsePhone / formatPhone', () => {
  it('splits the +dial-digits format and rebuilds it', () => {
    expect(parsePhone('+39-3331234567')).toEqual({ dial: '39', digits: '3331234567' });
    expect(parsePhone('+44-')).toEqual({ dial: '44', digits: '' });
    expect(parsePhone('333 123 4567')).toEqual({ dial: null, digits: '3331234567' });
    expect(parsePhone('')).toEqual({ dial: null, digits: '' });
    expect(formatPhone('39', '333')).toBe('+39-333');
    expect(formatPhone('39', '')).toBe('');
  });
});

describe('PhoneField', () => {
  it('defaults to +39 Italy, listed first, and emits +39-digits as the user types', async () => {
    render(<Controlled />);
    const dial = screen.getByLabelText('Prefisso internazionale');
    expect(dial).toHaveValue('39');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('+39 Italia');

    await userEvent.type(screen.getByLabelText('Telefono'), '3331234567');

    expect(screen.getByTestId('value')).toHaveTextContent('+39-3331234567');
  });

  it('keeps digits only and at most 12 of them', async () => {
    render(<Controlled />);
    await userEvent.type(screen.getByLabelText('Telefono'), '33a3-12 3456789012345');
    expect(screen.getByLabelText('Telefono')).toHaveValue('333123456789');
    expect(screen.getByTestId('value')).toHaveTextContent('+39-333123456789');
  });

  it('emits an empty string when the number is cleared, not a lone dial code', async () => {
    const onValue = vi.fn();
    render(<Controlled initial="+39-333" onValue={onValue} />);
    await userEvent.clear(screen.getByLabelText('Telefono'));
    expect(onValue).toHaveBeenLastCalledWith('');
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
  });

  it('uses the chosen dial code, also when chosen before typing', async () => {
    render(<Controlled />);
    await userEvent.selectOptions(screen.getByLabelText('Prefisso internazionale'), '41');
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
    await userEvent.type(screen.getByLabelText('Telefono'), '791234567');
    expect(screen.getByTestId('value')).toHaveTextContent('+41-791234567');

    await userEvent.selectOptions(screen.getByLabelText('Prefisso internazionale'), '39');
    expect(screen.getByTestId('value')).toHaveTextContent('+39-791234567');
  });

  it('shows a stored number with an unlisted dial code as it is', () => {
    render(<Controlled initial="+998-901234567" />);
    expect(screen.getByLabelText('Prefisso internazionale')).toHaveValue('998');
    expect(screen.getByLabelText('Telefono')).toHaveValue('901234567');
  });

  it('ties its error to the number box', () => {
    render(
      <PhoneField
        label="Telefono"
        value="+39-12"
        onChange={() => {}}
        error="Numero di telefono non valido"
      />,
    );
    const input = screen.getByLabelText('Telefono');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Numero di telefono non valido');
  });
});
