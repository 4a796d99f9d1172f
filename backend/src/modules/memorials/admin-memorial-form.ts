import { CommonErrors, CommonMessages } from '../../common/app-error';
import { parseId } from '../../common/ids';

// The text fields of the admin's memorial forms (spec panels §7 memorial/edit).

/** 'image-to-remove': a JSON list of gallery ids (numbers or digit strings); anything else is refused. */
export function parseIdList(raw: string | undefined): number[] {
  const text = (raw ?? '').trim();
  if (text === '') return [];
  const refuse = () => CommonErrors.validation({ 'image-to-remove': CommonMessages.invalid });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw refuse();
  }
  if (!Array.isArray(parsed) || parsed.length > 100) throw refuse();
  return [
    ...new Set(
      parsed.map((item) => {
        if (typeof item !== 'number' && typeof item !== 'string') throw refuse();
        try {
          return parseId(String(item));
        } catch {
          throw refuse();
        }
      }),
    ),
  ];
}

/** 'remove-video': '1', 'true', 'si' or 'on'. */
export const isYes = (raw: string | undefined) =>
  ['1', 'true', 'si', 'on'].includes((raw ?? '').trim().toLowerCase());
