import { useEffect } from 'react';
import type { ContactType } from '../api/types';
import { email as emailRule } from '../forms/rules';
import { MESSAGES } from '../messages';
import { RadioGroup } from './RadioGroup';

/** spec public §4 / §9: the phone needs at least 6 digits to be a contact method. */
export const CONTACT_PHONE_MIN_DIGITS = 6;

export interface ContactMethodState {
  /** Which radios can be chosen. */
  enabled: { email: boolean; wa: boolean; sms: boolean };
  /** The method after the rules (may differ from the current one). */
  value: ContactType | null;
}

function countPhoneDigits(telephone: string): number {
  const text = (telephone ?? '').trim();
  // '+39-333…': the dial code is not part of the number.
  const national = /^\+\d{1,4}-/.test(text) ? text.slice(text.indexOf('-') + 1) : text;
  return national.replace(/\D/g, '').length;
}

/**
 * The contact-method rules of spec public §4, as a pure function:
 * - e-mail can be chosen only with a valid e-mail; WhatsApp and SMS only with a phone of 6+ digits;
 * - a chosen method that is no longer possible is cleared (clearing the e-mail clears 'email', clearing
 *   the phone clears 'wa' and 'sms');
 * - with nothing chosen, 'wa' is chosen for the user when the phone has 6+ digits and the e-mail is absent
 *   or invalid.
 */
export function contactMethodState(
  email: string,
  telephone: string,
  current: ContactType | null,
): ContactMethodState {
  const mail = (email ?? '').trim();
  const emailValid = mail !== '' && emailRule(mail) === null;
  const phoneValid = countPhoneDigits(telephone) >= CONTACT_PHONE_MIN_DIGITS;
  const enabled = { email: emailValid, wa: phoneValid, sms: phoneValid };
  let value: ContactType | null = current && enabled[current] ? current : null;
  if (value === null && phoneValid && !emailValid) value = 'wa';
  return { enabled, value };
}

export interface ContactMethodPickerProps {
  /** The e-mail typed in the same form (or the account's). */
  email: string;
  /** The phone typed in the same form, '+39-3331234567' or ''. */
  telephone: string;
  value: ContactType | null;
  /**
   * Receives the new method. `reason` is 'user' for a click and 'rule' when the rules changed it because
   * the e-mail or phone changed (a panel that saves at once saves only the user's choices).
   */
  onChange: (value: ContactType | null, reason: 'user' | 'rule') => void;
  error?: string | null;
  /** Legend of the radios; 'Come preferisci essere contattato?' by default. */
  legend?: string;
  disabled?: boolean;
  name?: string;
  id?: string;
}

/**
 * Radios Email / WhatsApp / SMS following `contactMethodState` (spec public §4). The shown choice is always
 * the one the rules allow; when that differs from `value`, `onChange(…, 'rule')` tells the form.
 */
export function ContactMethodPicker({
  email,
  telephone,
  value,
  onChange,
  error,
  legend = MESSAGES.contactMethodLegend,
  disabled,
  name = 'contact-method',
  id,
}: ContactMethodPickerProps) {
  const state = contactMethodState(email, telephone, value);
  useEffect(() => {
    if (state.value !== value) onChange(state.value, 'rule');
  }, [state.value, value, onChange]);

  return (
    <RadioGroup
      id={id}
      legend={legend}
      name={name}
      value={state.value}
      error={error}
      className="rc-contact-method"
      onChange={(next) => onChange(next as ContactType, 'user')}
      options={[
        { value: 'email', label: MESSAGES.contactEmail, disabled: disabled || !state.enabled.email },
        { value: 'wa', label: MESSAGES.contactWhatsApp, disabled: disabled || !state.enabled.wa },
        { value: 'sms', label: MESSAGES.contactSms, disabled: disabled || !state.enabled.sms },
      ]}
    />
  );
}
