import { CommonErrors } from './app-error';

/**
 * Ids travel with or without the legacy `000` prefix (DESIGN "Back end": "Ids are accepted with or without
 * the `000` prefix"); leading zeros carry no meaning, so '0001000', '1000' and '001000' are all 1000.
 */
export function parseId(raw: string): number {
  if (!/^\d{1,12}$/.test(raw)) throw CommonErrors.invalidId();
  const id = Number(raw);
  if (id < 1 || !Number.isSafeInteger(id) || id > 2_147_483_647) throw CommonErrors.invalidId();
  return id;
}

/** The id as the visitor typed it, without the prefix (contract: DECEASED_NOT_FOUND message). */
export function displayId(raw: string): string {
  return raw.startsWith('000') ? raw.slice(3) : raw;
}
