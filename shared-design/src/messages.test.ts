import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';

describe('MESSAGES', () => {
  it('holds the spec texts letter for letter, backtick accents included', () => {
    expect(MESSAGES.fillAllFields).toBe('Riempi tutti i campi');
    expect(MESSAGES.wrongCredentials).toBe('Credenziali errate');
    expect(MESSAGES.required).toBe('Campo obbligatorio');
    expect(MESSAGES.invalid).toBe('Campo non valido');
    expect(MESSAGES.unexpected).toBe('Errore imprevisto riprovare piu` tardi');
    expect(MESSAGES.logoutFailed).toBe('Errore durante il logout');
    expect(MESSAGES.noResults).toBe('Nessun elemento corrispondente ai criteri di ricerca');
    expect(MESSAGES.usernameTooShort).toBe("Errore l'username deve contenere almeno 6 caratteri");
    expect(MESSAGES.fileTooLarge).toBe('la dimensione massima supportata e` di 15MB');
  });

  it('builds the deceased-not-found alert with the id as typed', () => {
    expect(MESSAGES.deceasedNotFound('1234')).toBe(
      'Defunto con id 1234 non trovato, verra` reinderizzatto alla home',
    );
  });

  it('has the shell texts', () => {
    expect(MESSAGES.remoteFailed).toBe('Questa sezione non è al momento disponibile.');
    expect(MESSAGES.retry).toBe('Riprova');
    expect(MESSAGES.greeting('Maria')).toBe('CIAO MARIA');
  });
});
