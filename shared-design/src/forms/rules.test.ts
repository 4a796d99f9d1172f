import { describe, expect, it } from 'vitest';
import {
  cf,
  check,
  deriveUsername,
  email,
  password,
  passwordsMatch,
  phone,
  formPhotoFile,
  photoFile,
  required,
  username,
  videoFile,
} from './rules';

describe('required', () => {
  it("answers 'Campo obbligatorio' for empty values only", () => {
    for (const empty of ['', '   ', null, undefined, false, []])
      expect(required(empty)).toBe('Campo obbligatorio');
    for (const filled of ['a', 0, true, ['x']]) expect(required(filled)).toBeNull();
  });
});

describe('email', () => {
  it("accepts plausible addresses and answers 'Campo non valido' otherwise", () => {
    expect(email('maria.rossi@example.it')).toBeNull();
    expect(email(' nome+tag@posta.comune.it ')).toBeNull();
    for (const bad of [
      'maria',
      'maria@',
      '@example.it',
      'maria@example',
      'ma ria@example.it',
      'maria@example.i',
    ]) {
      expect(email(bad)).toBe('Campo non valido');
    }
  });

  it('leaves emptiness to required', () => {
    expect(email('')).toBeNull();
    expect(check('', required, email)).toBe('Campo obbligatorio');
    expect(check('x', required, email)).toBe('Campo non valido');
  });
});

describe('username', () => {
  it('needs at least 6 letters or digits', () => {
    expect(username('mario1')).toBeNull();
    expect(username('mario')).toBe("Errore l'username deve contenere almeno 6 caratteri");
    expect(username('mario.rossi')).toBe('Campo non valido');
  });
});

describe('password', () => {
  it('needs 8 to 128 characters', () => {
    expect(password('1234567')).toBe('La password deve contenere almeno 8 caratteri');
    expect(password('12345678')).toBeNull();
    expect(password('x'.repeat(128))).toBeNull();
    expect(password('x'.repeat(129))).toBe('La password puo` contenere al massimo 128 caratteri');
  });

  it("reports 'Le password non coincidono' for a different confirmation", () => {
    expect(passwordsMatch('RicordoDemo2026', 'RicordoDemo2026')).toBeNull();
    expect(passwordsMatch('RicordoDemo2026', 'ricordodemo2026')).toBe('Le password non coincidono');
  });
});

describe('cf', () => {
  it('needs exactly 16 letters and digits', () => {
    expect(cf('RSSMRA80A01H501U')).toBeNull();
    expect(cf('rssmra80a01h501u')).toBeNull();
    expect(cf('RSSMRA80A01H501')).toBe('Campo non valido');
    expect(cf('RSSMRA80A01H501UX')).toBe('Campo non valido');
    expect(cf('RSSMRA80A01H501-')).toBe('Campo non valido');
  });
});

describe('phone', () => {
  it('accepts 9 to 12 digits, with or without dial code', () => {
    expect(phone('3331234567')).toBeNull();
    expect(phone('+39-3331234567')).toBeNull();
    expect(phone('+39 333 123 4567')).toBeNull();
    expect(phone('+393331234567')).toBeNull();
  });

  it("answers 'Numero di telefono non valido' for short, long or non-digit numbers", () => {
    expect(phone('33312345')).toBe('Numero di telefono non valido');
    expect(phone('3331234567890')).toBe('Numero di telefono non valido');
    expect(phone('333-abc-4567')).toBe('Numero di telefono non valido');
  });

  it("takes the spec's other minimums (condolences 8, contact method 6)", () => {
    expect(phone('33312345', { min: 8 })).toBeNull();
    expect(phone('333123', { min: 6 })).toBeNull();
    expect(phone('33312', { min: 6 })).toBe('Numero di telefono non valido');
  });
});

describe('deriveUsername', () => {
  it('joins name and surname in lower case without spaces, signs or accents', () => {
    expect(deriveUsername('Maria', 'Rossi')).toBe('mariarossi');
    expect(deriveUsername("D'Angelo", 'De Luca-Bianchi')).toBe('dangelodelucabianchi');
    expect(deriveUsername('Niccolò', 'Ammaniti')).toBe('niccoloammaniti');
    expect(deriveUsername('Onoranze Funebri 2000 S.r.l.')).toBe('onoranzefunebri2000srl');
  });
});

describe('formPhotoFile (spec panels §5 "Photos (forms)")', () => {
  it("uses the forms' texts, citing the formats the form names", () => {
    expect(formPhotoFile({ name: 'lapide.bmp', size: 10 })).toBeNull();
    expect(formPhotoFile({ name: 'lapide.webp', size: 10 })).toBe(
      'Formato immagine non valido, Formati supportati: png, jpeg, jpg, bmp, gif',
    );
    expect(formPhotoFile({ name: 'logo.tiff', size: 10 }, ['png', 'jpeg', 'jpg'])).toBe(
      'Formato immagine non valido, Formati supportati: png, jpeg, jpg',
    );
    expect(formPhotoFile({ name: 'lapide.png', size: 15_000_001 })).toBe(
      'La dimensione massima della foto e` di 15MB',
    );
  });
});

describe('photoFile and videoFile', () => {
  it('accepts the spec formats under 15,000,000 bytes', () => {
    expect(photoFile({ name: 'lapide.JPG', size: 14_999_999 })).toBeNull();
    expect(videoFile({ name: 'ricordo.mp4', size: 15_000_000 })).toBeNull();
    expect(photoFile(null)).toBeNull();
  });

  it('names the problem in Italian', () => {
    expect(photoFile({ name: 'lapide.webp', size: 10 })).toBe('Formato del file non valido');
    expect(photoFile({ name: 'lapide.png', size: 15_000_001 })).toBe(
      'la dimensione massima supportata e` di 15MB',
    );
    expect(videoFile({ name: 'ricordo.mov', size: 10 })).toBe('Formato video non valido');
    expect(videoFile({ name: 'ricordo.mp4', size: 15_000_001 })).toBe('Il video non puo superare 15MB');
    expect(videoFile({ name: 'ricordo.mp4', size: 150_000_000 }, 200_000_000)).toBeNull();
  });
});
