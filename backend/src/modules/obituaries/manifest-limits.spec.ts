import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../common/app-error';
import { validatedFields } from '../../common/validation';
import { FieldProblems } from '../accounts/account-rules';
import { ObituaryFormFieldsDto } from './forms/dto/obituary-form.dto';
import { checkObituaryForm } from './forms/obituary-form-rules';
import { MANIFEST_BLOCK_FIELDS, MANIFEST_BLOCK_MAX_CHARS, MANIFEST_FIELD_MAX } from './manifest-limits';
import { manifestoFormData } from './manifesto/manifesto-form';

/** A notice both checks accept: the save form's names, which the preview takes too. */
const BASE: Record<string, string> = {
  obituaryID: '1000',
  'admin-add-name': 'Lucia',
  'admin-add-surname': 'Ferraris',
  'admin-add-gender': 'F',
  'admin-add-age': '78',
  'admin-add-graveyard-region': '4',
  'admin-add-graveyard-province': '15',
  'admin-add-graveyard-city': '1234',
  'referring-place': '[{"region":"4","province":"15","location":"1234","cap":"20100"}]',
  'funeral-place':
    '[{"name":"Chiesa di San Marco","region":"4","province":"15","location":"1234","cap":"20100"}]',
  bg: '5',
  publish_date: '1764064800',
  first_sentence: JSON.stringify({ value: "È mancata all'affetto dei suoi cari", bold: false, red: false }),
};

/** The problems of each check, field → Italian message ({} when it accepts). */
function previewProblems(fields: Record<string, string>): Record<string, string> {
  try {
    manifestoFormData(fields, null);
    return {};
  } catch (error) {
    return ((error as AppError).data as { fields: Record<string, string> }).fields;
  }
}
async function saveProblems(fields: Record<string, string>): Promise<Record<string, string>> {
  try {
    await validatedFields(ObituaryFormFieldsDto, fields);
    const problems = new FieldProblems();
    checkObituaryForm('obituaryModify', fields, problems);
    problems.throwIfAny();
    return {};
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return ((error as AppError).data as { fields: Record<string, string> }).fields;
  }
}

/** `count` characters as MaxLength counts them (an emoji is one), starting with a letter. */
const textOf = (count: number, units = ['a', 'è', 'Ō', '😀', ' ', '"', '\\', '\n', '\u200b']) =>
  fc
    .array(fc.constantFrom(...units), { minLength: count - 1, maxLength: count - 1 })
    .map((rest) => `L${rest.join('')}`.replace(/\s$/, 'z'));
const block = (value: string, json: boolean) =>
  json ? JSON.stringify({ value, bold: false, red: true }) : value;

/** For each field: values at its limit (both accept) and past it (both refuse with the same message). */
const FIELDS: Array<{ field: string; at: fc.Arbitrary<string>; past: fc.Arbitrary<string> }> = [
  { field: 'admin-add-name', at: textOf(MANIFEST_FIELD_MAX.name), past: textOf(MANIFEST_FIELD_MAX.name + 1) },
  {
    field: 'admin-add-surname',
    at: textOf(MANIFEST_FIELD_MAX.surname),
    past: textOf(MANIFEST_FIELD_MAX.surname + 1),
  },
  {
    field: 'admin-add-gender',
    at: fc.constantFrom('M', 'F', 'm', 'f'),
    past: fc.constantFrom('MM', ' M', 'F ', 'Fe'),
  },
  {
    field: 'admin-add-age',
    at: fc.constantFrom('150', '087', '  7', '099'),
    past: fc.constantFrom('0150', ' 150', '150 ', '1000', '151'),
  },
  {
    field: 'bg',
    at: fc.constantFrom('0001', '   8', '0005', '5   '),
    past: fc.constantFrom('00001', ' 0008', '9', '0', '-1', '1.0'),
  },
  {
    field: 'publish_date',
    at: fc.constantFrom('99999999999 ', ' 01764064800', '1764064800'),
    past: fc.constantFrom(' 99999999999 ', '999999999999', '1764064800.5'),
  },
  ...Object.values(MANIFEST_BLOCK_FIELDS).map((field) => ({
    field,
    at: fc.tuple(textOf(MANIFEST_BLOCK_MAX_CHARS), fc.boolean()).map(([value, json]) => block(value, json)),
    past: fc
      .tuple(textOf(MANIFEST_BLOCK_MAX_CHARS + 1), fc.boolean())
      .map(([value, json]) => block(value, json)),
  })),
];

describe('manifesto field limits: one per field, the preview and the save agree', () => {
  it('takes the base notice in both checks', async () => {
    expect(previewProblems(BASE)).toEqual({});
    expect(await saveProblems(BASE)).toEqual({});
  });

  for (const { field, at, past } of FIELDS) {
    it(`${field}: both accept at the limit, both refuse past it with the same message`, async () => {
      await fc.assert(
        fc.asyncProperty(at, past, async (good, bad) => {
          const fields = { ...BASE, [field]: good };
          expect(previewProblems(fields), 'preview at the limit').toEqual({});
          expect(await saveProblems(fields), 'save at the limit').toEqual({});
          const refused = { ...BASE, [field]: bad };
          const preview = previewProblems(refused);
          const save = await saveProblems(refused);
          expect(preview[field], 'preview past the limit').toBe('Campo non valido');
          expect(save[field], 'save past the limit').toBe(preview[field]);
        }),
        { seed: 20, numRuns: 25 },
      );
    });
  }
});
