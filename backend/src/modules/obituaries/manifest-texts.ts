/** One text block of the manifesto (spec panels §3 "Manifest text blocks"): its text, bold and red. */
export interface ManifestTextBlock {
  value: string;
  bold: boolean;
  red: boolean;
}

/** The five blocks in print order (first_sentence, family, thanks, funeral_info, announce). */
export const MANIFEST_BLOCKS = ['firstSentence', 'family', 'thanks', 'funeralInfo', 'announce'] as const;
export type ManifestBlockName = (typeof MANIFEST_BLOCKS)[number];
export type ManifestTexts = Record<ManifestBlockName, ManifestTextBlock>;

const EMPTY_BLOCK: ManifestTextBlock = { value: '', bold: false, red: false };

/** The blocks stored in `deceased.manifest_texts`; null when the record has no notice. */
export function parseManifestTexts(stored: string | null): ManifestTexts | null {
  if (!stored) return null;
  const raw = JSON.parse(stored) as Partial<Record<ManifestBlockName, Partial<ManifestTextBlock>>>;
  const texts = {} as ManifestTexts;
  for (const name of MANIFEST_BLOCKS) {
    const block = raw[name] ?? EMPTY_BLOCK;
    texts[name] = {
      value: typeof block.value === 'string' ? block.value : '',
      bold: block.bold === true,
      red: block.red === true,
    };
  }
  return texts;
}

export function serializeManifestTexts(texts: ManifestTexts): string {
  return JSON.stringify(texts);
}
