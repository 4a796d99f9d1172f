import { describe, expect, it } from 'vitest';
import { editBody, unixDay } from './obituary-payload';
import {
  ageOf,
  emptyObituaryValues,
  validateObituary,
  withAge,
  type ObituaryValues,
} from './obituary-values';

const whole = (): ObituaryValues => ({
  ...emptyObituaryValues(new Date(2026, 10, 25)),
  name: 'Anna',
  surname: 'Bianchi',
  gender: 'F',
  graveyard: { region: 10, province: 15, location: 15146, cap: '20121' },
  funeralPlaces: [{ name: '', region: 10, province: 15, location: 15146, cap: null }],
  referringPlaces: [{ region: 10, province: 15, location: 15146, cap: null }],
  terms: true,
});

describe('obituary form rules (spec panels §5 "Obituary/deceased")', () => {
  it('the age is the static one, else whole years between the dates; [anni] becomes it', () => {
    expect(ageOf({ age: '', dateOfBirth: '1940-11-26', dateOfDeath: '2026-11-25' })).toBe(85);
    expect(ageOf({ age: '', dateOfBirth: '1940-11-25', dateOfDeath: '2026-11-25' })).toBe(86);
    expect(ageOf({ age: '90', dateOfBirth: '1940-11-25', dateOfDeath: '2026-11-25' })).toBe(90);
    expect(ageOf({ age: '', dateOfBirth: '', dateOfDeath: '2026-11-25' })).toBeNull();
    expect(withAge('di anni [anni]', 86)).toBe('di anni 86');
    expect(withAge('di anni [anni]', null)).toBe('di anni [anni]');
  });

  it('a whole notice passes; the publication date defaults to today', () => {
    expect(whole().publishDate).toBe('2026-11-25');
    expect(validateObituary(whole(), 'both')).toEqual({});
  });

  it('a tombstone needs no funeral place but a referring place, whole rows, the terms', () => {
    const values = { ...whole(), funeralPlaces: [], publishDate: '' };
    expect(validateObituary(values, 'tombstone')).toEqual({});
    expect(validateObituary(values, 'notice')).toEqual({
      publishDate: 'Campo obbligatorio',
      funeralPlaces: 'La prima riga è obbligatoria',
    });
    expect(
      validateObituary(
        { ...values, referringPlaces: [{ region: 10, province: null, location: null, cap: null }] },
        'tombstone',
      ),
    ).toEqual({
      referringPlaces: 'Inserisci regione, provincia e città per ogni riga parzialmente compilata',
    });
    expect(validateObituary({ ...values, referringPlaces: [], terms: false }, 'tombstone')).toEqual({
      referringPlaces: 'Devi selezionare almeno un luogo di riferimento',
      terms: 'Devi accettare i termini',
    });
    expect(validateObituary({ ...values, terms: false }, 'tombstone', { terms: false })).toEqual({});
  });

  it("graveyard: region before province before city, cap 'Obbligatorio'", () => {
    const values = { ...whole(), graveyard: { region: null, province: null, location: null, cap: null } };
    expect(validateObituary(values, 'tombstone')).toEqual({
      graveyardRegion: 'Campo obbligatorio',
      graveyardProvince: 'Devi prima selezionare una regione',
      graveyardCity: 'Devi prima selezionare una provincia',
      graveyardCap: 'Obbligatorio',
    });
  });

  it("the memorial service needs its biography and a file ('Carica almeno un file')", () => {
    const values = { ...whole(), memorial: true };
    expect(validateObituary(values, 'tombstone')).toEqual({
      biography: 'Campo obbligatorio',
      memorialFiles: 'Carica almeno un file',
    });
    expect(validateObituary(values, 'notice')).toEqual({});
  });
});

describe('edit bodies (spec panels §7)', () => {
  const options = {
    asAdmin: true,
    manifestChanged: true,
    resetCustomManifesto: true,
    removePhoto: true,
    removeLapidePhoto: false,
    publishDateChanged: true,
  };
  it('obituaryModify names the record obituaryID and the photo removal notphoto', () => {
    const form = editBody('obituaryModify', 1000, { ...whole(), partnerId: 3 }, 'notice', options);
    expect(form.get('obituaryID')).toBe('0001000');
    expect(form.get('deceasedID')).toBeNull();
    expect(form.get('notphoto')).toBe('1');
    expect(form.get('reset-custom-manifest')).toBe('1');
    expect(form.get('partnerid')).toBe('0003');
    expect(form.get('terms')).toBeNull();
    expect(form.get('publish_date')).toBe(unixDay('2026-11-25'));
  });
  it('the publication day unchanged is left out (the server keeps the time); the aphorism is sent', () => {
    const values = { ...whole(), aphorism: ' Dolce è il ricordo. ' };
    const form = editBody('obituaryModify', 1000, values, 'notice', {
      ...options,
      publishDateChanged: false,
    });
    expect(form.get('publish_date')).toBeNull();
    expect(form.get('admin-add-aphorism')).toBe('Dolce è il ricordo.');
  });
  it("deceasedModify sends deceasedID, notPhoto, lapidePhotoErased and 'Nessuno' as -1", () => {
    const form = editBody('deceasedModify', 1000, whole(), 'tombstone', options);
    expect(form.get('deceasedID')).toBe('0001000');
    expect(form.get('notPhoto')).toBe('1');
    expect(form.get('lapidePhotoErased')).toBe('0');
    expect(form.get('partnerid')).toBe('-1');
    expect(form.get('first_sentence')).toBeNull();
  });
  it('the record id comes first and every file last: the server checks the record before any file', () => {
    const jpeg = (name: string) =>
      new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });
    const values = {
      ...whole(),
      photo: jpeg('foto.jpg'),
      lapidePhoto: jpeg('lapide.jpg'),
      manifestPhoto: jpeg('manifesto.jpg'),
      customManifesto: jpeg('personalizzato.jpg'),
    };
    const cases = [
      ['editDeceasedAndObituary', 'deceasedID', 'both'],
      ['obituaryModify', 'obituaryID', 'notice'],
      ['deceasedModify', 'deceasedID', 'tombstone'],
    ] as const;
    for (const [call, idField, kind] of cases) {
      const entries = [...editBody(call, 1000, values, kind, options).entries()];
      expect(entries[0]).toEqual([idField, '0001000']);
      const firstFile = entries.findIndex(([, value]) => typeof value !== 'string');
      expect(firstFile).toBeGreaterThan(0);
      expect(entries.slice(firstFile).every(([, value]) => typeof value !== 'string')).toBe(true);
      const photo = entries.find(([name]) => name === 'photo')?.[1];
      expect(photo instanceof File && photo.name).toBe('foto.jpg');
    }
  });
});
