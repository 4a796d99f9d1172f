import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ContactType } from '../api/types';
import { ContactMethodPicker, contactMethodState } from './ContactMethodPicker';

describe('contactMethodState (spec public §4)', () => {
  const VALID = 'maria@example.it';
  const PHONE6 = '+39-333123';
  const PHONE5 = '+39-33312';

  it.each([
    // email, telephone, current → enabled {email, wa, sms}, value
    ['', '', null, [false, false, false], null],
    [VALID, '', null, [true, false, false], null],
    [VALID, '', 'email', [true, false, false], 'email'],
    ['', PHONE6, null, [false, true, true], 'wa'],
    ['maria@', PHONE6, null, [false, true, true], 'wa'],
    ['', PHONE5, null, [false, false, false], null],
    [VALID, PHONE6, null, [true, true, true], null],
    [VALID, PHONE6, 'sms', [true, true, true], 'sms'],
    [VALID, PHONE6, 'email', [true, true, true], 'email'],
    ['', PHONE6, 'sms', [false, true, true], 'sms'],
    // clearing the e-mail clears a chosen e-mail method (then the wa rule applies)
    ['', '', 'email', [false, false, false], null],
    ['', PHONE6, 'email', [false, true, true], 'wa'],
    // clearing the phone clears wa and sms
    [VALID, '', 'wa', [true, false, false], null],
    [VALID, '', 'sms', [true, false, false], null],
    [VALID, PHONE5, 'wa', [true, false, false], null],
    // a bare number counts its digits; the dial code does not count
    ['', '333123', null, [false, true, true], 'wa'],
    ['', '+39-', null, [false, false, false], null],
    ['', '+393-33123', null, [false, false, false], null],
  ] as const)('email %j, phone %j, current %j', (email, telephone, current, enabled, value) => {
    const state = contactMethodState(email, telephone, current);
    expect([state.enabled.email, state.enabled.wa, state.enabled.sms]).toEqual(enabled);
    expect(state.value).toBe(value);
  });
});

function Form({ onValue }: { onValue?: (value: ContactType | null, reason: string) => void }) {
  const [email, setEmail] = useState('maria@example.it');
  const [telephone, setTelephone] = useState('');
  const [method, setMethod] = useState<ContactType | null>('email');
  return (
    <>
      <label>
        Indirizzo email
        <input value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <label>
        Tel
        <input value={telephone} onChange={(event) => setTelephone(event.target.value)} />
      </label>
      <ContactMethodPicker
        email={email}
        telephone={telephone}
        value={method}
        onChange={(next, reason) => {
          setMethod(next);
          onValue?.(next, reason);
        }}
        error={method ? null : 'Devi effettuare una scelta'}
      />
    </>
  );
}

describe('ContactMethodPicker', () => {
  it('offers e-mail only with a valid address, WhatsApp and SMS only with a 6-digit phone', async () => {
    render(<Form />);
    expect(screen.getByRole('radio', { name: 'Email' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'WhatsApp' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'SMS' })).toBeDisabled();

    await userEvent.type(screen.getByLabelText('Tel'), '+39-333123');

    expect(screen.getByRole('radio', { name: 'WhatsApp' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'SMS' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
  });

  it('lets the user pick with the keyboard and reports it as the user choice', async () => {
    const onValue = vi.fn();
    render(<Form onValue={onValue} />);
    await userEvent.type(screen.getByLabelText('Tel'), '3331234567');
    onValue.mockClear();

    screen.getByRole('radio', { name: 'Email' }).focus();
    await userEvent.keyboard('{ArrowDown}');

    expect(screen.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
    expect(onValue).toHaveBeenCalledWith('wa', 'user');
  });

  it('clears the e-mail method when the e-mail is cleared and picks WhatsApp when the phone allows it', async () => {
    const onValue = vi.fn();
    render(<Form onValue={onValue} />);
    await userEvent.type(screen.getByLabelText('Tel'), '3331234567');
    await userEvent.clear(screen.getByLabelText('Indirizzo email'));

    expect(screen.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Email' })).toBeDisabled();
    expect(onValue).toHaveBeenLastCalledWith('wa', 'rule');
  });

  it('clears WhatsApp when the phone is cleared and shows the error linked to the group', async () => {
    render(<Form />);
    await userEvent.type(screen.getByLabelText('Tel'), '3331234567');
    await userEvent.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    await userEvent.clear(screen.getByLabelText('Tel'));

    for (const name of ['Email', 'WhatsApp', 'SMS']) {
      expect(screen.getByRole('radio', { name })).not.toBeChecked();
    }
    const group = screen.getByRole('radiogroup', { name: 'Come preferisci essere contattato?' });
    expect(group).toHaveAccessibleDescription('Devi effettuare una scelta');
  });
});
