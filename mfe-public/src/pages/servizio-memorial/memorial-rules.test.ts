import { describe, expect, it } from 'vitest';
import { confirmationPath, hasNoMedia, validateMemorial, type MemorialValues } from './memorial-rules';

const VALID: MemorialValues = {
  deceasedId: 1000,
  biography: '<p>Chi era</p>',
  photos: [],
  video: [],
  renewal: false,
};

describe('memorial rules', () => {
  it('needs a deceased and a biography with visible text', () => {
    expect(validateMemorial(VALID)).toEqual({});
    expect(validateMemorial({ ...VALID, deceasedId: null, biography: '<p><br></p>' })).toEqual({
      deceased: 'Scegli un defunto per proseguire',
      biography: 'Campo obbligatorio',
    });
    expect(validateMemorial({ ...VALID, biography: '<p>&nbsp;</p>' }).biography).toBe('Campo obbligatorio');
  });

  it('knows when no media was chosen, and where a paid order goes', () => {
    expect(hasNoMedia(VALID)).toBe(true);
    expect(hasNoMedia({ ...VALID, photos: [new File(['x'], 'a.jpg')] })).toBe(false);
    expect(confirmationPath(1000, 55)).toBe('/Conferma?isMemorial=1&deceasedID=1000&data=55');
  });
});
