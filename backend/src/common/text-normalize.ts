/**
 * Search form of a name (DESIGN "Data": names stored normalised): NFD, diacritics removed, lower case,
 * apostrophes kept ("D’Angelo" and "D'Angelo" both become "d'angelo"), runs of blanks collapsed.
 */
export function normalizeName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Line breaks as stored (LF): a browser sends every text of a multipart form with CRLF (HTML's form
 * encoding), so a text saved back unchanged from a panel would otherwise differ from the stored one.
 */
export function normalizeLineBreaks(value: string): string {
  return value.replace(/\r\n?/g, '\n');
}
