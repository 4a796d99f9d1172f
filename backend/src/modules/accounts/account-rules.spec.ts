import { describe, expect, it } from 'vitest';
import {
  normalizeCf,
  normalizeEmail,
  normalizeTelephone,
  passwordProblem,
  usernameBase,
  usernameProblem,
} from './account-rules';

describe('account rules', () => {
  it.each([
    ['+39-3331234567', '+39-3331234567'],
    ['3331234567', '+39-3331234567'],
    ['+393331234567', '+39-3331234567'],
    ['333 123 4567', '+39-3331234567'],
    ['+41-791234567', '+41-791234567'],
    ['+39-123456', '+39-123456'],
    ['+39-123456789012', '+39-123456789012'],
    ['+39-12345', null],
    ['+39-1234567890123', null],
    ['+39-333abc', null],
    ['+12345-333123456', null],
    ['', null],
  ])('stores the phone %j as %j', (raw, stored) => {
    expect(normalizeTelephone(raw)).toBe(stored);
  });

  it('keeps e-mails lower case and refuses malformed ones', () => {
    expect(normalizeEmail(' Anna.Rossi@Example.COM ')).toBe('anna.rossi@example.com');
    for (const bad of [
      'anna',
      'anna@',
      'anna@example',
      '@example.com',
      'an na@example.com',
      `${'a'.repeat(250)}@x.it`,
    ])
      expect(normalizeEmail(bad)).toBeNull();
  });

  it('wants usernames of at least 6 letters and digits', () => {
    expect(usernameProblem('mario')).toBe("Errore l'username deve contenere almeno 6 caratteri");
    expect(usernameProblem('mario_rossi')).toBe('Campo non valido');
    expect(usernameProblem('mariorossi80')).toBeNull();
  });

  it('derives the username base like the kit: accents dropped, only letters and digits', () => {
    expect(usernameBase('Niccolò', "D'Angelo-Sà")).toBe('niccolodangelosa');
  });

  it('wants passwords of 8 to 128 characters, and CFs of 16 letters and digits', () => {
    expect(passwordProblem('1234567')).toBe('La password deve contenere almeno 8 caratteri');
    expect(passwordProblem('12345678')).toBeNull();
    expect(passwordProblem('x'.repeat(129))).toBe('La password puo` contenere al massimo 128 caratteri');
    expect(normalizeCf(' rssmra80a01h501u ')).toBe('RSSMRA80A01H501U');
    expect(normalizeCf('RSSMRA80A01H501')).toBeNull();
    expect(normalizeCf('RSSMRA80A01H501-')).toBeNull();
  });
});
