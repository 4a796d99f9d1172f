import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MANIFEST_BLOCKS, type ManifestTexts } from '../manifest-texts';
import { backgroundOf, manifestoFonts, type ManifestoFontWeight } from './manifesto-assets';
import { layoutManifesto } from './manifesto-layout';
import { breakLines, type AdvanceMeasure } from './manifesto-lines';

const WIDTH = 800;
const fonts = manifestoFonts();
const fitsLine = (line: string, size: number, weight: ManifestoFontWeight) =>
  fonts[weight].width(line, size) <= WIDTH;

/** The real font, counting the characters it is asked to measure; past `budget` it throws (no long hang). */
function counting(weight: ManifestoFontWeight, budget: number) {
  const counter = { chars: 0 };
  const font: AdvanceMeasure = {
    unitsPerEm: fonts[weight].unitsPerEm,
    run(text) {
      counter.chars += text.length;
      if (counter.chars > budget) throw new Error(`measured more than ${budget} characters`);
      return fonts[weight].run(text);
    },
  };
  return { font, counter };
}

/**
 * Ordinary notices and the lines the former character-by-character breaker gave them (recorded
 * from it, kept here as literals): the linear breaker must give the very same lines.
 */
const ORDINARY: Array<{ text: string; size: number; weight: ManifestoFontWeight; lines: string[] }> = [
  {
    text: "È mancata all'affetto dei suoi cari",
    size: 30,
    weight: 'regular',
    lines: ["È mancata all'affetto dei suoi cari"],
  },
  {
    text: "Serenamente, circondata dall'amore dei suoi cari, si è spenta all'età di 87 anni",
    size: 30,
    weight: 'regular',
    lines: ["Serenamente, circondata dall'amore dei suoi cari, si è", "spenta all'età di 87 anni"],
  },
  {
    text: 'Ne danno il triste annuncio il marito Giuseppe, i figli Marco con Lucia, Anna con Roberto, gli adorati nipoti Tommaso, Giulia, Francesco e Matilde, la sorella Teresa, i cognati, le cognate e i parenti tutti.',
    size: 28,
    weight: 'regular',
    lines: [
      'Ne danno il triste annuncio il marito Giuseppe, i figli Marco con',
      'Lucia, Anna con Roberto, gli adorati nipoti Tommaso, Giulia,',
      'Francesco e Matilde, la sorella Teresa, i cognati, le cognate e i',
      'parenti tutti.',
    ],
  },
  {
    text: "La famiglia ringrazia sentitamente quanti, con fiori, scritti, parole e presenza, hanno voluto partecipare al suo dolore. Un ringraziamento particolare al dottor Bianchi e al personale dell'Hospice «Il Sorriso» di Varese per le amorevoli cure prestate.",
    size: 24,
    weight: 'regular',
    lines: [
      'La famiglia ringrazia sentitamente quanti, con fiori, scritti, parole e',
      'presenza, hanno voluto partecipare al suo dolore. Un ringraziamento',
      "particolare al dottor Bianchi e al personale dell'Hospice «Il Sorriso» di",
      'Varese per le amorevoli cure prestate.',
    ],
  },
  {
    text: "I funerali avranno luogo giovedì 14 marzo alle ore 10.30 nella chiesa parrocchiale di Sant'Ambrogio in Gallarate, partendo dall'abitazione di via Giuseppe Garibaldi 27. Dopo la funzione la salma proseguirà per il cimitero di Cassano Magnago per la tumulazione.",
    size: 26,
    weight: 'regular',
    lines: [
      'I funerali avranno luogo giovedì 14 marzo alle ore 10.30 nella chiesa',
      "parrocchiale di Sant'Ambrogio in Gallarate, partendo dall'abitazione di",
      'via Giuseppe Garibaldi 27. Dopo la funzione la salma proseguirà per il',
      'cimitero di Cassano Magnago per la tumulazione.',
    ],
  },
  {
    text: "Si ringrazia fin d'ora quanti parteciperanno alla mesta cerimonia. Non fiori ma opere di bene a favore dell'Associazione Italiana per la Ricerca sul Cancro.",
    size: 24,
    weight: 'bold',
    lines: [
      "Si ringrazia fin d'ora quanti parteciperanno alla mesta cerimonia. Non fiori",
      "ma opere di bene a favore dell'Associazione Italiana per la Ricerca sul",
      'Cancro.',
    ],
  },
  {
    text: "Il Rosario sarà recitato mercoledì 13 marzo alle ore 20.30 presso la Casa Funeraria «San Giuseppe», via dell'Industria 4, Busto Arsizio.",
    size: 26,
    weight: 'bold',
    lines: [
      'Il Rosario sarà recitato mercoledì 13 marzo alle ore 20.30 presso la',
      "Casa Funeraria «San Giuseppe», via dell'Industria 4, Busto Arsizio.",
    ],
  },
  {
    text: 'Maria Teresa Colombo ved. Brambilla',
    size: 72,
    weight: 'bold',
    lines: ['Maria Teresa Colombo', 'ved. Brambilla'],
  },
  {
    text: 'Giovanni Battista Fumagalli-Castiglioni',
    size: 72,
    weight: 'bold',
    lines: ['Giovanni Battista', 'Fumagalli-Castiglioni'],
  },
  {
    text: 'Ci ha lasciati il nostro caro papà, nonno e bisnonno. Lo ricordano con immenso affetto e infinita gratitudine la moglie Rosa, i figli Paolo, Stefania e Alessandro con le loro famiglie.',
    size: 28,
    weight: 'bold',
    lines: [
      'Ci ha lasciati il nostro caro papà, nonno e bisnonno. Lo',
      'ricordano con immenso affetto e infinita gratitudine la moglie',
      'Rosa, i figli Paolo, Stefania e Alessandro con le loro famiglie.',
    ],
  },
  {
    text: 'Torino, Verona, Venezia, Trieste, Taranto: Tutti Te ricorderanno. Tanti auguri Tommaso, Tiziana, Teodoro e Valentina.',
    size: 30,
    weight: 'regular',
    lines: [
      'Torino, Verona, Venezia, Trieste, Taranto: Tutti Te',
      'ricorderanno. Tanti auguri Tommaso, Tiziana, Teodoro e',
      'Valentina.',
    ],
  },
  {
    text: 'Ne danno il triste annuncio il marito Giuseppe, i figli Marco con Lucia, Anna con Roberto, gli adorati nipoti Tommaso, Giulia, Francesco e Matilde, la sorella Teresa, i cognati, le cognate e i parenti tutti.',
    size: 19.6,
    weight: 'regular',
    lines: [
      'Ne danno il triste annuncio il marito Giuseppe, i figli Marco con Lucia, Anna con Roberto, gli',
      'adorati nipoti Tommaso, Giulia, Francesco e Matilde, la sorella Teresa, i cognati, le cognate e',
      'i parenti tutti.',
    ],
  },
  {
    text: "I funerali avranno luogo giovedì 14 marzo alle ore 10.30 nella chiesa parrocchiale di Sant'Ambrogio in Gallarate, partendo dall'abitazione di via Giuseppe Garibaldi 27.",
    size: 14.3,
    weight: 'regular',
    lines: [
      "I funerali avranno luogo giovedì 14 marzo alle ore 10.30 nella chiesa parrocchiale di Sant'Ambrogio in Gallarate, partendo",
      "dall'abitazione di via Giuseppe Garibaldi 27.",
    ],
  },
  {
    text: 'Precipitevolissimevolmente',
    size: 72,
    weight: 'bold',
    lines: ['Precipitevolissimevolme', 'nte'],
  },
  {
    text: "Un ringraziamento al personale del reparto di Otorinolaringoiatria-Gastroenterologia-Cardiochirurgia dell'Ospedale di Circolo.",
    size: 30,
    weight: 'regular',
    lines: [
      'Un ringraziamento al personale del reparto di',
      'Otorinolaringoiatria-Gastroenterologia-Cardiochirurgia',
      "dell'Ospedale di Circolo.",
    ],
  },
  {
    text: 'Per le condoglianze: https://www.ricordo.example/memorial/0001000/condoglianze-per-la-famiglia-brambilla-colombo-di-gallarate-e-cassano-magnago grazie a tutti.',
    size: 26,
    weight: 'regular',
    lines: [
      'Per le condoglianze:',
      'https://www.ricordo.example/memorial/0001000/condoglianze-per-l',
      'a-famiglia-brambilla-colombo-di-gallarate-e-cassano-magnago grazie',
      'a tutti.',
    ],
  },
  {
    text: 'Vi ricorderemo sempreconaffettoinfinitoegratitudinesempreconaffettoinfinitoegratitudinesempreconaffettoinfinitoegratitudinesempreconaffettoinfinitoegratitudinesempreconaffettoinfinitoegratitudinesempreconaffettoinfinitoegratitudinesempreconaffettoinfinitoegratitudinesempreconaffettoinfinitoegratitudine per sempre',
    size: 24,
    weight: 'bold',
    lines: [
      'Vi ricorderemo',
      'sempreconaffettoinfinitoegratitudinesempreconaffettoinfinitoegratitudine',
      'sempreconaffettoinfinitoegratitudinesempreconaffettoinfinitoegratitudine',
      'sempreconaffettoinfinitoegratitudinesempreconaffettoinfinitoegratitudine',
      'sempreconaffettoinfinitoegratitudinesempreconaffettoinfinitoegratitudine',
      'per sempre',
    ],
  },
];

describe('manifesto line breaking', () => {
  it('breaks ordinary Italian notices exactly where the previous breaker did', () => {
    for (const { text, size, weight, lines } of ORDINARY) {
      expect(breakLines(text, fonts[weight], size, WIDTH), text).toEqual(lines);
    }
  });

  const pieces = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constantFrom('il', 'marito', "dell'affetto", 'Tommaso,', 'Àvè', 'TAVOLA', 'AVAV'),
    },
    { weight: 2, arbitrary: fc.constantFrom(' ', '  ', '\n', '\t', '\u00a0', ' \u3000 ') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '\u200b',
        '\u200d',
        'e\u0301',
        '\u0301\u0301',
        '😀',
        '👨‍👩‍👧',
        '\u0000',
        'שלום',
        'سلام',
      ),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('a', 'W', 'AV', 'i', 'e\u0301', '😀', '\u200b'),
          fc.integer({ min: 1, max: 400 }),
        )
        .map(([unit, times]) => unit.repeat(times)),
    },
  );
  const paragraph = fc.array(pieces, { maxLength: 80 }).map((parts) => parts.join('').trim());
  const style = fc.record({
    size: fc.constantFrom(72, 30, 28, 26, 24).chain((size) => fc.constantFrom(size, size * 0.7, size * 0.4)),
    weight: fc.constantFrom<ManifestoFontWeight>('regular', 'bold'),
  });

  it('keeps every line within the width and every character, in order, on generated texts', () => {
    fc.assert(
      fc.property(paragraph, style, (text, { size, weight }) => {
        const lines = breakLines(text, fonts[weight], size, WIDTH);
        for (const line of lines) {
          expect(line).not.toBe('');
          expect(line.trim()).toBe(line);
          expect(fitsLine(line, size, weight), `${line} at ${size}`).toBe(true);
          expect(line).not.toMatch(/^[\uDC00-\uDFFF]|\s\s|[^\S ]/);
        }
        expect(lines.join('').replace(/ /g, '')).toBe(text.replace(/\s+/g, ''));
      }),
      { seed: 20, numRuns: 300 },
    );
  });

  // The word once whole, each character once alone, each line about twice (its cut, one character more);
  // kerning ('AV') adds a step ahead now and then: about 5 to 6 per character, bounded by 8.
  it('measures a 4000-character unbroken word a bounded number of times per character', () => {
    for (const [unit, size, weight] of [
      ['a', 24 * 0.4, 'regular'],
      ['AV', 30, 'bold'],
      ['W', 72, 'bold'],
      ['\u200b', 24, 'regular'],
    ] as const) {
      const word = unit.repeat(4000 / unit.length);
      const { font, counter } = counting(weight, 8 * word.length);
      const lines = breakLines(`Con affetto ${word} grazie`, font, size, WIDTH);
      expect(lines.join('').replace(/ /g, '') === `Conaffetto${word}grazie`, unit).toBe(true);
      expect(counter.chars, unit).toBeLessThanOrEqual(8 * (word.length + 20));
    }
  });
});

describe('manifesto layout at the text limits', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lays out a notice whose five texts are one 4000-character word each with linear measuring', () => {
    const texts = {} as ManifestTexts;
    MANIFEST_BLOCKS.forEach((name, index) => {
      texts[name] = { value: 'abcdefghilmnopqrstuvz'[index].repeat(4000), bold: index === 3, red: false };
    });
    const total = 5 * 4000 + 200;
    // All scale steps together (at most 31, from 1 down to 0.4) measured 28 characters per character of
    // this notice; the character-by-character breaker passes 40 within seconds (and would run for minutes).
    const budget = 40 * total;
    let measured = 0;
    for (const weight of ['regular', 'bold'] as const) {
      const font = fonts[weight];
      const run = font.run.bind(font);
      const width = font.width.bind(font);
      const count = (text: string) => {
        measured += text.length;
        if (measured > budget) throw new Error(`measured more than ${budget} characters`);
      };
      vi.spyOn(font, 'run').mockImplementation((text) => (count(text), run(text)));
      vi.spyOn(font, 'width').mockImplementation((text, size) => (count(text), width(text, size)));
    }
    const layout = layoutManifesto({
      name: 'N'.repeat(100),
      surname: 'S'.repeat(100),
      gender: 'F',
      age: 150,
      photo: null,
      background: backgroundOf(1),
      symbol: 'croce',
      texts,
      publishDate: new Date('2026-11-25T09:00:00Z'),
      link: 'https://ricordo.example/0001234',
    });
    expect(layout.lines.length).toBeGreaterThan(10);
    for (const line of layout.lines) expect(line.width).toBeLessThanOrEqual(WIDTH + 1e-9);
    expect(measured).toBeLessThanOrEqual(budget);
  });
});
